import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compareIds } from './ids.js';

/**
 * File globs over a folder: the contract paths of several gates, a run sharded over several files. Matches are
 * listed sorted (compareIds), so what is read, and in what order, never depends on the file system's listing order.
 */

/** A path holds a glob when it has one of these characters. */
const GLOB = /[*?[]/;
/** Folders a glob never descends into. */
const SKIP = new Set(['.git', 'node_modules']);

/** One glob segment (`*`, `?`, `[abc]`) as a regular expression over a file or folder name. */
function segmentRegex(seg: string): RegExp {
  let re = '';
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i]!;
    if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const end = seg.indexOf(']', i + 1);
      if (end < 0) re += '\\[';
      else {
        re += `[${seg
          .slice(i + 1, end)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else re += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export function isFileGlob(path: string): boolean {
  return GLOB.test(path);
}

/** Files under `base` matching `pattern` (`*`, `?`, `[…]` within a name, `**` across folders), relative, sorted. */
export function glob(base: string, pattern: string): string[] {
  const segs = pattern.split('/').filter((s) => s !== '' && s !== '.');
  const out = new Set<string>();
  const walk = (dir: string, rel: string, i: number) => {
    if (i === segs.length) return;
    const seg = segs[i]!;
    const last = i === segs.length - 1;
    if (seg === '**') {
      walk(dir, rel, i + 1); // zero folders
      for (const e of safeList(dir)) {
        if (e.isDirectory() && !SKIP.has(e.name)) walk(join(dir, e.name), rel ? `${rel}/${e.name}` : e.name, i);
      }
      return;
    }
    if (!GLOB.test(seg)) {
      const p = join(dir, seg);
      const r = rel ? `${rel}/${seg}` : seg;
      if (last) {
        if (statSync(p, { throwIfNoEntry: false })?.isFile()) out.add(r);
      } else walk(p, r, i + 1);
      return;
    }
    const re = segmentRegex(seg);
    for (const e of safeList(dir)) {
      if (!re.test(e.name) || SKIP.has(e.name)) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (last) {
        // A link to a file matches too: the caller confines what it points at (read/paths.ts), never skips it quietly.
        if (e.isFile() || (e.isSymbolicLink() && statSync(join(dir, e.name), { throwIfNoEntry: false })?.isFile()))
          out.add(r);
      } else if (e.isDirectory()) walk(join(dir, e.name), r, i + 1);
    }
  };
  const absolute = pattern.startsWith('/');
  walk(absolute ? '/' : base, '', 0);
  return [...out].map((r) => (absolute ? `/${r}` : r)).sort(compareIds);
}

function safeList(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}
