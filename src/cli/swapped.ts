import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { InputError } from '../errors.js';

/**
 * QRELS and RUN given the wrong way round (`rankgate score run.trec qrels.txt`) make the reader report an accurate
 * but puzzling field count. When a reading error comes, this looks at the first line of each file: a run-shaped line
 * (six fields, or JSON) in the judgments and a qrels-shaped one (four fields, a whole-number grade) in the run give the
 * error a hint to swap them. Only the first 4 KiB of each file are read, and only after an error.
 */
export function withSwapHint(e: unknown, qrelsPath: string, runPath: string): unknown {
  if (!(e instanceof InputError)) return e;
  const q = firstLine(qrelsPath);
  const r = firstLine(runPath);
  if (q === null || r === null) return e;
  const looksLikeRun = q.startsWith('{') || q.split(/\s+/).length === 6;
  const qf = r.split(/\s+/);
  const looksLikeQrels = qf.length === 4 && /^-?\d+$/.test(qf[3]!);
  if (!looksLikeRun || !looksLikeQrels) return e;
  const hint = `the two files look swapped: ${qrelsPath} reads like a run and ${runPath} like judgments; give the judgments (qid 0 docid grade) first`;
  return new InputError(e.message, e.where, e.fix ? `${e.fix}; ${hint}` : hint);
}

/**
 * The first line that is neither empty nor a `#` comment, from the file's first 4 KiB; null for a gzip or unreadable
 * file, and for anything but a regular file: opening a named pipe nobody writes to would wait for ever.
 */
function firstLine(path: string): string | null {
  let fd: number | undefined;
  try {
    if (!statSync(path).isFile()) return null;
    fd = openSync(path, 'r');
    const buf = Buffer.alloc(4096);
    const n = readSync(fd, buf, 0, buf.length, 0);
    if (n >= 2 && buf[0] === 0x1f && buf[1] === 0x8b) return null;
    const line = buf
      .subarray(0, n)
      .toString('utf8')
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find((l) => l !== '' && !l.startsWith('#'));
    return line ?? null;
  } catch {
    return null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
