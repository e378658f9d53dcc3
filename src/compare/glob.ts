/**
 * The one glob of the code base (slice selectors in gate rules, weights, the bless suggestion): `*` matches any
 * run of characters, including none and including line terminators (a slice value may hold U+2028, a CR or an
 * escaped newline, and `type=*` must still select it); every other character matches itself. Matched by a
 * linear scan, not a regular expression: no escaping to get wrong, no backtracking blow-up on "a*a*a*a*b".
 */
export function globMatch(pattern: string, name: string): boolean {
  let p = 0;
  let n = 0;
  let star = -1;
  let mark = 0;
  while (n < name.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === name[n]) {
      p++;
      n++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      mark = n;
    } else if (star >= 0) {
      p = star + 1;
      n = ++mark;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

/** True when the pattern holds a `*`. */
export function isGlob(pattern: string): boolean {
  return pattern.includes('*');
}
