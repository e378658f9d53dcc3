// compare/glob.ts: the one glob of the code base (rule selectors, the bless suggestion).
import { describe, it, expect } from 'vitest';
import { globMatch } from '../../src/compare/glob.js';

describe('globMatch', () => {
  it.each([
    ['*', 'type=exact-id', true],
    ['type=*', 'type=exact-id', true],
    ['type=*', 'lang=en', false],
    ['all', 'all', true],
    ['*', '', true],
    ['a*b*c', 'aXbYc', true],
    ['a*b*c', 'aXbY', false],
    ['*=en', 'lang=en', true],
    ['type=exact', 'type=exact-id', false],
    ['type=.*', 'type=xyz', false],
    ['type=(x)', 'type=(x)', true],
    ['[a]', '[a]', true],
    ['a+', 'aa', false],
  ])('%s ~ %s: %s', (p, n, want) => expect(globMatch(p, n)).toBe(want));

  it('* matches line terminators and every other character (U+2028, U+2029, CR, LF, NEL)', () => {
    for (const c of ['\u2028', '\u2029', '\r', '\n', '\u0085', '\u0000', '😀']) {
      expect(globMatch('*', `b${c}x`)).toBe(true);
      expect(globMatch('type=*', `type=b${c}x`)).toBe(true);
      expect(globMatch('type=b*x', `type=b${c}x`)).toBe(true);
    }
  });

  it('is linear: a pattern of many stars against a long name does not backtrack exponentially', () => {
    const t = performance.now();
    expect(globMatch(`${'a*'.repeat(30)}b`, 'a'.repeat(5000))).toBe(false);
    expect(performance.now() - t).toBeLessThan(2000);
  });
});
