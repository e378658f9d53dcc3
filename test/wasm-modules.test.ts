// The WebAssembly modules are committed base64-encoded beside their C (scripts/build-wasm.mjs): each must be what
// the script makes of the committed C, so that a change to the C cannot ship without its module. Debian's clang-14
// builds them; where it is missing the check is skipped, except in CI (.ci/run installs it).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTmp } from './score/helpers.js';

const tmp = useTmp();
const clang = spawnSync('clang-14', ['--version']).status === 0;

describe('the committed WebAssembly modules', () => {
  for (const [name, committed] of [
    ['trec-lines', 'src/read/trec-lines-wasm.ts'],
    ['qrels-lines', 'src/read/qrels-lines-wasm.ts'],
    ['monte-carlo', 'src/compare/monte-carlo-wasm.ts'],
  ]) {
    it.skipIf(!clang && !process.env.CI)(`${committed} is what scripts/build-wasm.mjs makes of its C`, () => {
      const out = tmp.file(`${name}-wasm.ts`, '');
      execFileSync(process.execPath, ['scripts/build-wasm.mjs', name, out]);
      expect(readFileSync(out, 'utf8')).toBe(readFileSync(committed, 'utf8'));
    });
  }
});
