#!/usr/bin/env node
// Writes the trec_eval expectations the golden test compares with: runs a trec_eval 10.0 binary (built outside this
// repository; never committed) on every command in commands.json and stores its standard output, gzipped, as
// cases/<case>/trec_eval/<name>.txt.gz. trec_eval's own test outputs (trec_eval-tests/) are checked, not written.
//
// Usage: node test/golden/expect.mjs --trec-eval /path/to/trec_eval

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HERE = dirname(fileURLToPath(import.meta.url));
const i = process.argv.indexOf('--trec-eval');
if (i < 0 || !process.argv[i + 1]) {
  console.error('usage: node test/golden/expect.mjs --trec-eval /path/to/trec_eval');
  process.exit(2);
}
const bin = process.argv[i + 1];
const spec = JSON.parse(readFileSync(join(HERE, 'commands.json'), 'utf8'));
const allCases = readdirSync(join(HERE, 'cases')).sort();
const expand = (args) => args.flatMap((a) => (a === 'PARAMS' ? spec.params.split(' ') : [a]));

let written = 0;
for (const cmd of spec.generated) {
  const cases = cmd.cases === '*' ? allCases : cmd.cases;
  for (const c of cases) {
    const dir = join(HERE, 'cases', c);
    // trec_eval's exit status is not checked here: an error is stored as what it printed before stopping
    const out = execFileSync(bin, [...expand(cmd.args), 'qrels.txt', 'run.trec'], { cwd: dir, maxBuffer: 1 << 28 });
    mkdirSync(join(dir, 'trec_eval'), { recursive: true });
    // level 9, no file name, zero mtime: the same output gives the same bytes
    writeFileSync(join(dir, 'trec_eval', `${cmd.name}.txt.gz`), gzipSync(out, { level: 9 }));
    written++;
  }
}
let checked = 0;
for (const cmd of spec.trec_eval) {
  const dir = join(HERE, 'trec_eval-tests');
  const out = execFileSync(bin, cmd.args, { cwd: dir, maxBuffer: 1 << 28 });
  if (!out.equals(readFileSync(join(dir, cmd.expect)))) {
    console.error(`trec_eval ${cmd.args.join(' ')} does not print ${cmd.expect}: is this trec_eval 10.0?`);
    process.exit(1);
  }
  checked++;
}
console.log(`wrote ${written} expectations; trec_eval's own ${checked} test outputs reproduced`);
