/** How every renderer and message writes numbers: 4 decimals, a true minus sign, p-values floored at 0.0001. */
export const f4 = (x: number): string => x.toFixed(4);

/** A signed delta; anything that rounds to zero is written ±0.0000 rather than a sign it does not have. */
export const signed = (x: number): string =>
  Math.abs(x) < 5e-5 ? '±0.0000' : (x > 0 ? '+' : '−') + Math.abs(x).toFixed(4);

export const fmtP = (p: number | null): string => (p === null ? '—' : p < 0.0001 ? '<0.0001' : p.toFixed(4));

/** "p=0.0123", or "p<0.0001" under the floor: never "p=<0.0001". */
export const pIs = (p: number): string => (p < 0.0001 ? 'p<0.0001' : `p=${p.toFixed(4)}`);

/** An interval's end: a bound that rounds to zero is 0.0000, not ±0.0000 (the ± reads as a width inside brackets). */
export const bound = (x: number): string => (Math.abs(x) < 5e-5 ? '0.0000' : signed(x));
