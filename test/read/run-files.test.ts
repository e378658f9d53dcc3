// The files of a run: paths as given, globs expanded in sorted order, each file once, and (under a scope) every match
// inside it — a shard that is a link out of the checkout is refused like any other path.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll } from 'vitest';
import { runFiles, shardsLabel } from '../../src/read/run-files.js';
import { inputErrorOf } from '../compare/helpers.js';

const root = mkdtempSync(join(tmpdir(), 'rankgate-run-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const ws = join(root, 'ws');
mkdirSync(join(ws, 'runs'), { recursive: true });
// Written out of order: the listing order of the folder must not decide the reading order.
for (const n of ['shard-10', 'shard-2', 'shard-1']) writeFileSync(join(ws, 'runs', `${n}.trec`), 'q1 Q0 d 1 1 t\n');
const shown = (p: string) => relative(ws, resolve(ws, p));
const scope = { root: ws, name: 'the workspace', fix: 'keep runs in the checkout' };

describe('runFiles', () => {
  it('expands a glob sorted as ids sort (numbers by value), keeps a plain path as given', () => {
    const files = runFiles(['runs/shard-*.trec', 'runs/other.trec'], ws, { what: 'input "run"', shown, scope });
    expect(files.map((f) => f.label)).toEqual([
      'runs/shard-1.trec',
      'runs/shard-2.trec',
      'runs/shard-10.trec',
      'runs/other.trec',
    ]);
    expect(files[3]).toEqual({ path: join(ws, 'runs/other.trec'), label: 'runs/other.trec' });
    expect(shardsLabel(files)).toBe('runs/shard-1.trec, …, runs/other.trec');
    expect(shardsLabel(files.slice(0, 2))).toBe('runs/shard-1.trec, runs/shard-2.trec');
  });

  it('refuses a glob matching nothing, a file named twice, and a match that links out of the scope', () => {
    const none = inputErrorOf(() => runFiles(['runs/part-*.trec'], ws, { what: 'input "run"', shown }));
    expect(none.message).toBe(`input "run" pattern "runs/part-*.trec" matches no file under ${ws}`);
    const twice = inputErrorOf(() =>
      runFiles(['runs/shard-1.trec', 'runs/shard-[12].trec'], ws, { what: 'input "run"', shown }),
    );
    expect(twice.message).toBe(
      'input "run" names "runs/shard-1.trec" twice ("runs/shard-1.trec" and "runs/shard-[12].trec")',
    );
    writeFileSync(join(root, 'secret.trec'), 'q1 Q0 d 1 1 t\n');
    symlinkSync(join(root, 'secret.trec'), join(ws, 'runs', 'shard-3.trec'));
    const out = inputErrorOf(() => runFiles(['runs/shard-*.trec'], ws, { what: 'input "run"', shown, scope }));
    expect(out.message).toBe(
      `input "run" (${join(ws, 'runs', 'shard-3.trec')}) is a link to ${join(root, 'secret.trec')}, outside the workspace ${ws}`,
    );
    rmSync(join(ws, 'runs', 'shard-3.trec'));
  });
});
