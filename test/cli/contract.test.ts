// `rankgate contract --resolved` prints the resolved contract as YAML: every default filled in, readable back.
import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { parse } from 'yaml';
import { main } from '../../src/cli/main.js';
import { loadContract } from '../../src/contract/load.js';

const contract = join(import.meta.dirname, '..', '..', 'examples', 'help-center', 'rankgate.yml');

describe('rankgate contract --resolved', () => {
  it('prints YAML that parses to the resolved contract', async () => {
    let out = '';
    const code = await main(['contract', '--contract', contract, '--resolved'], {
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: () => 0 },
    });
    expect(code).toBe(0);
    expect(out.startsWith('{')).toBe(false);
    expect(out).toMatch(/^version: 1$/m);
    expect(out).toMatch(/^policy:\n {2}ties: trec_eval$/m);
    expect(parse(out)).toEqual(JSON.parse(JSON.stringify(loadContract(contract).contract)));
  });
});
