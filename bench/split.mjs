#!/usr/bin/env node
// The floor a JavaScript reader cannot beat by much: stream the file in 1 MiB chunks, find each newline,
// split the line into whitespace-separated fields (offsets only), and nothing else.
//   node bench/split.mjs FILE   ->  prints "<lines> <fields>"
import { createReadStream } from 'node:fs';

const path = process.argv[2];
if (!path) {
  process.stderr.write('usage: node bench/split.mjs FILE\n');
  process.exit(2);
}

const starts = new Int32Array(64);
const ends = new Int32Array(64);
let lines = 0;
let fields = 0;

function splitLine(buf, s, e) {
  let n = 0;
  let i = s;
  while (i < e) {
    let c = buf[i];
    while (i < e && (c === 32 || c === 9)) c = buf[++i];
    if (i >= e) break;
    starts[n & 63] = i;
    while (i < e && c !== 32 && c !== 9) c = buf[++i];
    ends[n & 63] = i;
    n++;
  }
  lines++;
  fields += n;
}

let carry = null;
for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
  let pos = 0;
  if (carry) {
    const nl = chunk.indexOf(10);
    if (nl < 0) {
      carry = Buffer.concat([carry, chunk]);
      continue;
    }
    const line = Buffer.concat([carry, chunk.subarray(0, nl)]);
    carry = null;
    splitLine(line, 0, line.length);
    pos = nl + 1;
  }
  for (;;) {
    const nl = chunk.indexOf(10, pos);
    if (nl < 0) break;
    splitLine(chunk, pos, nl);
    pos = nl + 1;
  }
  if (pos < chunk.length) carry = Buffer.from(chunk.subarray(pos));
}
if (carry?.length) splitLine(carry, 0, carry.length);
process.stdout.write(`${lines} ${fields}\n`);
