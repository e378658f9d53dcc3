// parseNumber (bytes -> double, never coerced), compareIds (the report's query order) and sortIds (that order, fast).
import { describe, it, expect } from 'vitest';
import { decimalFromBytes, parseNumber } from '../../src/read/number.js';
import { compareIds, sortIds } from '../../src/read/ids.js';
import { splitFields, isBlank, isComment } from '../../src/read/lines.js';

const num = (s: string) => {
  const b = Buffer.from(`  ${s}  `, 'latin1');
  return parseNumber(b, 2, b.length - 2);
};

describe('parseNumber', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    ['-3', -3],
    ['+2', 2],
    ['1.5', 1.5],
    ['1.50', 1.5],
    ['15e-1', 1.5],
    ['0.15e1', 1.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['1E3', 1000],
    ['8.2579e-1', 0.82579],
    ['-6.23e-2', -0.0623],
    ['1.2e+1', 12],
    ['1e-3', 0.001],
    ['123456789012345', 123456789012345],
    ['0.000000000000000000001', 1e-21],
  ])('%s = %d', (s, v) => {
    expect(num(s)).toBe(v);
  });

  it('-0 and 0 are equal scores', () => {
    expect(num('-0') === 0).toBe(true);
    expect(num('-0.0') === num('0')).toBe(true);
  });

  it.each([
    '',
    'n/a',
    'inf',
    '-inf',
    'Infinity',
    'NaN',
    'nan',
    '0x1f',
    '1e400',
    '-1e400',
    '1,5',
    '1.2.3',
    '--1',
    '+-1',
    '12abc',
    'e5',
    '.',
    '-',
    '1e',
    '1e+',
  ])('"%s" is NaN, not a number', (s) => {
    expect(num(s)).toBeNaN();
  });

  it('the fast path equals Number(text) on many decimals (correct rounding)', () => {
    // deterministic pseudo-random digits: a linear congruential generator
    let x = 12345;
    const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
    for (let i = 0; i < 20000; i++) {
      const intPart = String(next() % 100000);
      const frac = String(next())
        .padStart(10, '0')
        .slice(0, 1 + (next() % 10));
      const text = `${next() % 2 ? '-' : ''}${intPart}.${frac}`;
      expect(num(text)).toBe(Number(text));
    }
    for (const t of ['0.1', '0.7', '2.675', '9007199254740993', '1234567890.123456789', '0.30000000000000004'])
      expect(num(t)).toBe(Number(t));
  });
});

describe('compareIds: natural order, then byte order', () => {
  it('sorts numeric parts by value', () => {
    expect(['q10', 'q2', 'q1', 'q100', 'q20'].sort(compareIds)).toEqual(['q1', 'q2', 'q10', 'q20', 'q100']);
    expect(['10', '9', '301', '0201', '201', '99'].sort(compareIds)).toEqual(['9', '10', '99', '201', '0201', '301']);
    expect(['b', 'a', 'B'].sort(compareIds)).toEqual(['B', 'a', 'b']);
  });
  it('agrees with splitting both ids into digit and other runs (a reference written the slow way)', () => {
    // The reference: compare run by run; two differing digit runs by value, then fewer leading zeros first; any other
    // difference, or an id without digits, by code units of the whole ids.
    const reference = (a: string, b: string): number => {
      if (a === b) return 0;
      if (/\d/.test(a) && /\d/.test(b)) {
        const pa = a.match(/\d+|\D+/g)!;
        const pb = b.match(/\d+|\D+/g)!;
        for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
          const [x, y] = [pa[i], pb[i]];
          if (x === y) continue;
          if (/^\d/.test(x) && /^\d/.test(y)) {
            const vx = BigInt(x);
            const vy = BigInt(y);
            if (vx !== vy) return vx < vy ? -1 : 1;
            return x.length - y.length;
          }
          break;
        }
      }
      return a < b ? -1 : 1;
    };
    // Seeded ids from a small alphabet, so that runs, zeros and prefixes collide often.
    let s = 12345;
    const rand = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const parts = ['0', '00', '1', '01', '9', '10', '007', 'q', 'Q', 'a', '-', '_', 'é', ''];
    const id = () =>
      Array.from({ length: 1 + Math.floor(rand() * 4) }, () => parts[Math.floor(rand() * parts.length)]).join('');
    let checked = 0;
    for (let t = 0; t < 20000; t++) {
      const [a, b] = [id(), id()];
      expect([a, b, Math.sign(compareIds(a, b))]).toEqual([a, b, Math.sign(reference(a, b))]);
      checked++;
    }
    expect(checked).toBe(20000);
  });
  it('is a strict order: distinct ids never compare equal', () => {
    expect(compareIds('201', '0201')).not.toBe(0);
    expect(Math.sign(compareIds('201', '0201'))).toBe(-Math.sign(compareIds('0201', '201')));
    expect(compareIds('x', 'x')).toBe(0);
  });
});

describe('sortIds: compareIds order, numbers sorted as numbers', () => {
  let seed = 7;
  const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const shuffled = (xs: string[]) => {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  };
  it('gives the order compareIds gives, on whole numbers (the fast path) and on everything else', () => {
    const numbers = Array.from(new Set(Array.from({ length: 5000 }, () => String(Math.floor(rand() * 1e6)))));
    const wide = ['0', '7', '999999999999999', '100000000000000', '42', '1048576', '1000000000000'];
    const cases = [
      numbers,
      wide,
      [...numbers.slice(0, 50), '201', '0201', '00'], // leading zeros: compareIds' own path (201 before 0201)
      [...numbers.slice(0, 50), '1234567890123456'], // 16 digits: past a double's exact integers
      [...numbers.slice(0, 50), 'q17'],
      ['q10', 'q2', 'b', 'a', 'B', '301', '10'],
      [],
    ];
    for (const ids of cases) {
      const input = shuffled(ids);
      expect(sortIds([...input])).toEqual([...input].sort(compareIds));
    }
    expect(sortIds(shuffled(wide))).toEqual([
      '0',
      '7',
      '42',
      '1048576',
      '1000000000000',
      '100000000000000',
      '999999999999999',
    ]);
  });
});

describe('line helpers', () => {
  it('splitFields splits on runs of spaces and tabs and stops past max', () => {
    const b = Buffer.from(' a \t bb  c\t');
    const s = new Int32Array(8);
    const e = new Int32Array(8);
    expect(splitFields(b, 0, b.length, s, e, 6)).toBe(3);
    expect([0, 1, 2].map((i) => b.toString('utf8', s[i], e[i]))).toEqual(['a', 'bb', 'c']);
    const many = Buffer.from('1 2 3 4 5 6 7 8 9');
    expect(splitFields(many, 0, many.length, s, e, 4)).toBe(5); // "more than 4"
  });
  it('isBlank and isComment', () => {
    const t = (s: string) => Buffer.from(s);
    expect(isBlank(t(' \t '), 0, 3)).toBe(true);
    expect(isBlank(t(' x '), 0, 3)).toBe(false);
    expect(isComment(t('  # c'), 0, 5)).toBe(true);
    expect(isComment(t('q1 # c'), 0, 6)).toBe(false);
  });
});

describe('numbers typed by people: plain decimal only', () => {
  it.each(['0', '1', '-1', '+2', '1.5', '0.25', '1e3', '1E-3', '-0.5e+2'])('%s is a number', async (t) => {
    const { decimalOrNaN } = await import('../../src/read/number.js');
    expect(decimalOrNaN(t)).toBe(Number(t));
  });
  it.each(['0x10', '0b10', '0o7', '010', '.5', '5.', '1_000', 'Infinity', 'NaN', '', ' 1', '1e400', '١'])(
    '%s is refused',
    async (t) => {
      const { decimalOrNaN } = await import('../../src/read/number.js');
      expect(decimalOrNaN(t)).toBeNaN();
    },
  );
  it('whole numbers: digits only, exactly representable', async () => {
    const { wholeOrNaN } = await import('../../src/read/number.js');
    expect(wholeOrNaN('1000')).toBe(1000);
    expect(wholeOrNaN('9007199254740991')).toBe(9007199254740991);
    for (const t of ['99999999999999999999', '9007199254740993', '-1', '1.0', '1e3', '007', '0x10'])
      expect(wholeOrNaN(t)).toBeNaN();
  });
});

describe('decimalFromBytes: 16 to 19 significant digits, the double Number() gives, without a string', () => {
  const at = (t: string) => {
    const b = Buffer.from(`#${t}#`, 'latin1');
    return decimalFromBytes(b, 1, b.length - 1);
  };
  /** A seeded generator (LCG): the same cases on every run. */
  function lcg(seed: number) {
    let s = seed;
    return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
  }
  /** num / 10^scale as decimal text. */
  function decimalOf(num: bigint, scale: number): string {
    let s = num.toString();
    if (scale <= 0) return s + '0'.repeat(-scale);
    while (s.length <= scale) s = `0${s}`;
    return `${s.slice(0, s.length - scale)}.${s.slice(s.length - scale)}`;
  }

  /**
   * What the function promises to answer, read off the text with strings: zero, or 1 to 19 significant digits
   * (leading zeros not counted) scaled by 10^e, |e| <= 22, where e is the exponent less the fraction's digits.
   */
  function inScope(t: string): boolean {
    const [mantissa, exponent = '0'] = t.replace(/^[+-]/, '').split(/[eE]/);
    const [whole, fraction = ''] = mantissa.split('.');
    const sig = `${whole}${fraction}`.replace(/^0+/, '').length;
    const e10 = Number(exponent) - fraction.length;
    return sig === 0 || (sig <= 19 && Math.abs(e10) <= 22);
  }

  /** Exact rationals p/q (q > 0) of BigInts, for the near-tie check. */
  type Ratio = [bigint, bigint];
  const ratioOfDouble = (d: number): Ratio => {
    const b = new BigUint64Array(new Float64Array([d]).buffer)[0];
    const e = Number((b >> 52n) & 0x7ffn) - 1075;
    const m = (b & ((1n << 52n) - 1n)) | (1n << 52n);
    return e >= 0 ? [m << BigInt(e), 1n] : [m, 1n << BigInt(-e)];
  };
  const ratioOfText = (t: string): Ratio => {
    const [mantissa, exponent = '0'] = t.replace(/^[+-]/, '').split(/[eE]/);
    const [whole, fraction = ''] = mantissa.split('.');
    const k = Number(exponent) - fraction.length;
    const n = BigInt(`${whole}${fraction}` || '0');
    return k >= 0 ? [n * 10n ** BigInt(k), 1n] : [n, 10n ** BigInt(-k)];
  };
  const sub = ([a, b]: Ratio, [c, d]: Ratio): Ratio => [a * d - c * b, b * d];
  const abs = ([a, b]: Ratio): Ratio => [a < 0n ? -a : a, b];
  const le = ([a, b]: Ratio, [c, d]: Ratio) => a * d <= c * b;
  /**
   * Whether the text's value lies within 2^-30 ulp of a midpoint between two doubles (an exact tie included): the one
   * case in its scope the function leaves to Number(). Computed exactly, with BigInt rationals.
   */
  function nearTie(t: string): boolean {
    const v = ratioOfText(t);
    const x = Number(t.replace(/^[+-]/, ''));
    const bits = new BigUint64Array(new Float64Array([x]).buffer);
    const up = new BigUint64Array([bits[0] + 1n]);
    const down = new BigUint64Array([bits[0] - 1n]);
    const next = (w: BigUint64Array) => new Float64Array(w.buffer)[0];
    const diff = sub(v, ratioOfDouble(x));
    const neighbour = ratioOfDouble(diff[0] >= 0n ? next(up) : next(down));
    const gap = abs(sub(neighbour, ratioOfDouble(x)));
    const ulp = abs(sub(ratioOfDouble(next(up)), ratioOfDouble(x)));
    const halfGapLess = abs(sub([gap[0], gap[1] * 2n], abs(diff)));
    return le(halfGapLess, [ulp[0], ulp[1] << 30n]);
  }

  it('equals Number() on every spelling it answers, and answers every one in its scope but near-ties', () => {
    const rand = lcg(2024);
    let answered = 0;
    let inside = 0;
    let reprs = 0;
    let ties = 0;
    const check = (t: string) => {
      const v = at(t);
      if (inScope(t)) {
        inside++;
        if (v !== v) {
          // Unanswered in scope: only a near-tie (many of the random digit strings over 2^53 are exact ties).
          expect(nearTie(t), t).toBe(true);
          ties++;
        }
      }
      if (v !== v) return;
      answered++;
      expect(inScope(t), t).toBe(true);
      if (!Object.is(v, Number(t))) expect(`${t} -> ${v}`).toBe(`${t} -> ${Number(t)}`);
    };
    for (let k = 0; k < 20_000; k++) {
      const x = rand() * 10 ** Math.floor(rand() * 12 - 6);
      const repr = String(x);
      check(repr);
      // A score of 1e-4 or more written by repr (at most 17 digits, at most 20 after the point) is in scope.
      if (x >= 1e-4) {
        expect(inScope(repr), repr).toBe(true);
        reprs++;
      }
      check(`-${repr}`);
      check(x.toPrecision(19));
      check(x.toExponential(16));
      check(x.toExponential(18).replace('e', 'E'));
      let digits = '';
      const len = 16 + Math.floor(rand() * 4);
      for (let j = 0; j < len; j++) digits += Math.floor(rand() * 10);
      const dot = Math.floor(rand() * (len + 1));
      const text = `${digits.slice(0, dot)}.${digits.slice(dot)}`;
      check(text);
      check(`${text}e${Math.floor(rand() * 30) - 15}`);
    }
    // Out of scope (the smallest values' exponent forms, over 19 digits) Number() reads them.
    expect(inside - answered).toBe(ties);
    expect(answered).toBeGreaterThan(0);
    expect(ties).toBeGreaterThan(0);
    expect(reprs).toBeGreaterThan(0);
  });

  it('rounds decimals within a hair of the midpoint between two doubles as Number() does, and leaves exact ties to it', () => {
    const rand = lcg(77);
    let answered = 0;
    for (let k = 0; k < 5_000; k++) {
      const x = (rand() + 1e-4) * 10 ** Math.floor(rand() * 8 - 4);
      const bits = new BigUint64Array(new Float64Array([x]).buffer)[0];
      const e = Number((bits >> 52n) & 0x7ffn) - 1075;
      const mantissa = (bits & ((1n << 52n) - 1n)) | (1n << 52n);
      // The midpoint between x and the next double up, (2m + 1) · 2^(e − 1), exactly as a decimal.
      const odd = 2n * mantissa + 1n;
      const [num, scale] = e - 1 >= 0 ? [odd << BigInt(e - 1), 0] : [odd * 5n ** BigInt(1 - e), 1 - e];
      const sig = num.toString().length;
      for (const keep of [17, 18, 19]) {
        if (sig <= keep) continue;
        const p = 10n ** BigInt(sig - keep);
        // Just below and just above the midpoint, 17 to 19 digits: either side rounds its own way.
        for (const n of [num / p, num / p + 1n]) {
          const t = decimalOf(n, scale - (sig - keep));
          const v = at(t);
          // Within 10^-17 of the midpoint relative to it, but at least 10^-19: more than 2^-30 ulp away, so answered.
          if (inScope(t)) expect(v, t).not.toBeNaN();
          if (v !== v) continue;
          answered++;
          if (!Object.is(v, Number(t))) expect(`${t} -> ${v}`).toBe(`${t} -> ${Number(t)}`);
        }
      }
    }
    expect(answered).toBeGreaterThan(0);
    // Exact ties (2^53 + 1 lies halfway between 2^53 and 2^53 + 2) after a division or product: not answered here;
    // Number() rounds them to even. Unscaled, the one addition that forms the digits rounds them to even itself.
    expect(at('90071992547409930e-1')).toBeNaN();
    expect(at('4503599627370496.5')).toBeNaN();
    expect(at('9007199254740993')).toBe(9007199254740992);
    expect(at('9007199254740995')).toBe(9007199254740996);
    // More than 19 digits, or a power beyond 10^±22: not answered either.
    expect(at('12345678901234567890')).toBeNaN();
    expect(at('1.234567890123456789e-30')).toBeNaN();
    // What it answers at the edges.
    expect(at('9007199254740994')).toBe(9007199254740994);
    expect(at('1.7976931348623157e22')).toBe(Number('1.7976931348623157e22'));
    expect(at('-0.30000000000000004')).toBe(-0.30000000000000004);
    expect(at('16.225200013436424')).toBe(16.225200013436424);
  });
});
