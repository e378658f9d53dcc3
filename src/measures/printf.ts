// C's printf("%W.Nf") as glibc prints it, for output that must match trec_eval byte for byte. JavaScript's toFixed
// rounds the exact binary value too, but breaks exact ties away from zero where glibc breaks them to even (0.15625
// prints 0.1562 in C, 0.1563 in JavaScript); a tie at N decimals exists only when x · 2^(N+1) is an odd integer.

const POW10 = [1, 10, 100, 1000, 10000, 100000, 1000000, 1e7, 1e8, 1e9];

/** `%.Nf` (N <= 9): -0 keeps its sign, NaN prints "-nan" (trec_eval's NaNs come from 0/0 on x86, whose sign bit is set). */
export function formatFixed(x: number, digits: number): string {
  if (x !== x) return '-nan';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  const neg = x < 0 || Object.is(x, -0);
  const a = Math.abs(x);
  let body: string;
  const t = a * 2 ** (digits + 1);
  if (a * POW10[digits] < 2 ** 51 && Number.isInteger(t) && t % 2 === 1) {
    // an exact tie: keep the even neighbour
    const k = Math.floor(a * POW10[digits]);
    const even = k % 2 === 0 ? k : k + 1;
    const int = Math.floor(even / POW10[digits]);
    const frac = String(even - int * POW10[digits]).padStart(digits, '0');
    body = digits > 0 ? `${int}.${frac}` : String(int);
  } else if (a < 1e21) {
    body = a.toFixed(digits);
  } else {
    body = exactFixed(a, digits);
  }
  return neg ? `-${body}` : body;
}

/** `%W.Nf`: right-aligned in W characters. */
export function formatPadded(x: number, width: number, digits: number): string {
  return formatFixed(x, digits).padStart(width, ' ');
}

/** The exact decimal expansion of a large double, rounded half to even at `digits` (values >= 1e21 are whole numbers). */
function exactFixed(a: number, digits: number): string {
  const int = BigInt(a).toString();
  return digits > 0 ? `${int}.${'0'.repeat(digits)}` : int;
}
