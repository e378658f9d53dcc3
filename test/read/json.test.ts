// read/json.ts: the strict JSONL line parser (duplicate keys, numbers with their source text, lone surrogates, depth).
import { describe, it, expect } from 'vitest';
import { JsonError, JsonNumber, parseJsonLine, isObject } from '../../src/read/json.js';

const err = (s: string) => {
  try {
    parseJsonLine(s);
  } catch (e) {
    expect(e).toBeInstanceOf(JsonError);
    return `${(e as JsonError).column}: ${(e as JsonError).message}`;
  }
  throw new Error(`parsed: ${s}`);
};

describe('parseJsonLine', () => {
  it('parses what JSON.parse parses, objects as Maps, numbers with their text', () => {
    const v = parseJsonLine(' {"a": [1, -2.5e3, true, false, null, "x\\u00e9\\ud83d\\ude00\\n"], "b": {}} ');
    expect(isObject(v)).toBe(true);
    const a = (v as Map<string, unknown>).get('a') as unknown[];
    expect(a[0]).toEqual(new JsonNumber('1', 1));
    expect(a[1]).toEqual(new JsonNumber('-2.5e3', -2500));
    expect(a.slice(2)).toEqual([true, false, null, 'xé😀\n']);
    expect((v as Map<string, unknown>).get('b')).toEqual(new Map());
  });

  it('keeps the source text of numbers JSON.parse would change', () => {
    for (const t of ['9007199254740993', '1.0', '1e2', '1e400', '-0', '0.10']) {
      const v = parseJsonLine(`{"x":${t}}`) as Map<string, JsonNumber>;
      expect(v.get('x')!.text).toBe(t);
    }
    expect((parseJsonLine('{"x":1e400}') as Map<string, JsonNumber>).get('x')!.value).toBe(Infinity);
  });

  it('a key named __proto__ is a key like any other', () => {
    const v = parseJsonLine('{"__proto__": 1, "constructor": 2}') as Map<string, JsonNumber>;
    expect([...v.keys()]).toEqual(['__proto__', 'constructor']);
  });

  it.each([
    ['{"a":1,"a":2}', '8: the key "a" appears twice'],
    ['{"a":"\\ud800"}', '7: a lone surrogate escape (not a character)'],
    ['{"a":"\\udc00x"}', '7: a lone surrogate escape (not a character)'],
    ['{"a":01}', '7: expected "," or "}"'],
    ['{"a":1,}', '8: expected a "key"'],
    ['{"a":NaN}', '6: expected a JSON value'],
    ['{"a":"x', '8: unclosed string (the line ends before its closing quote)'],
    ['{"a":"\u0001"}', '7: a raw control character in a string (write it as \\u00XX)'],
    ['{"a":"\\x"}', '7: a bad escape'],
    ['{"a":1} 2', '9: text after the JSON value'],
    ['{"a":', '6: expected a JSON value, but the line ends'],
    [`${'['.repeat(65)}${']'.repeat(65)}`, '65: nested deeper than 64 levels'],
  ])('%s is refused at a column', (s, want) => {
    expect(err(s)).toBe(want);
  });

  it('64 levels are fine', () => {
    expect(() => parseJsonLine(`${'['.repeat(64)}${']'.repeat(64)}`)).not.toThrow();
  });
});
