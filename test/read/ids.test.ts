// The docid hash (read/ids.ts hashBytes, read/docid-hash.h in the WebAssembly loops) is MurmurHash3's 32-bit x86
// variant with seed 0. The expected values are the reference implementation's, as the npm package murmurhash3js
// (x86.hash32, seed 0) gives them; "The quick brown fox jumps over the lazy dog" → 0x2e4ff723 is the commonly
// published one.
import { describe, expect, it } from 'vitest';
import { hashBytes } from '../../src/read/ids.js';
import { docidHash } from './entries.js';
import { mulberry32 } from '../seeded.mjs';

const REFERENCE: [string, number][] = [
  ['', 0x00000000],
  ['a', 0x3c2569b2],
  ['ab', 0x9bbfd75f],
  ['abc', 0xb3dd93fa],
  ['abcd', 0x43ed676a],
  ['abcde', 0xe89b9af6],
  ['Hello, world!', 0xc0363e43],
  ['The quick brown fox jumps over the lazy dog', 0x2e4ff723],
  ['msmarco_passage_41_681624394', 0xfd69dbe3],
  ['clueweb12-0106wb-18-19516', 0x0c4138c2],
];

describe('hashBytes', () => {
  it("is MurmurHash3 x86 32-bit with seed 0: the reference's values", () => {
    for (const [text, want] of REFERENCE) {
      const b = Buffer.from(text, 'utf8');
      expect(hashBytes(b, 0, b.length), text).toBe(want);
      expect(docidHash(text), text).toBe(want);
    }
  });

  it('hashes the bytes between start and end, whatever lies around them, as the test oracle does', () => {
    const r = mulberry32(5);
    for (let t = 0; t < 2000; t++) {
      const len = t % 41;
      const chars = Array.from({ length: len }, () =>
        String.fromCodePoint(33 + Math.floor(r() * (r() < 0.1 ? 3000 : 94))),
      );
      const text = chars.join('');
      const body = Buffer.from(text, 'utf8');
      const pad = Buffer.from('xyz '.repeat(1 + (t % 3)));
      const around = Buffer.concat([pad, body, pad]);
      expect(hashBytes(around, pad.length, pad.length + body.length)).toBe(docidHash(text));
    }
  });
});
