/**
 * The hidden first line of every rankgate comment: it finds the one sticky comment per gate id.
 * A comment is a gate's only when its FIRST LINE is exactly that gate's marker (and, in github/comment.ts, its author
 * is the token's): a marker quoted anywhere else — in a query text, in another gate's comment, pasted by a user —
 * never counts. Data cannot even spell one: report/escape.ts writes the `<` of any `<!--` from data as `<U+003C>`.
 */
const GATE_ID = /^[A-Za-z0-9._-]+$/;

export function commentMarker(gate: string): string {
  // The contract schema restricts gate names to this alphabet; a name outside it could close the HTML comment.
  if (!GATE_ID.test(gate)) throw new Error(`not a gate id: ${JSON.stringify(gate.slice(0, 80))}`);
  return `<!-- rankgate:gate=${gate} -->`;
}

/** True when `body` starts with `marker` as its whole first line (GitHub may store the body with CRLF line ends). */
export function isMarked(body: string, marker: string): boolean {
  if (!body.startsWith(marker)) return false;
  const rest = body.slice(marker.length);
  return rest === '' || rest.startsWith('\n') || rest.startsWith('\r\n');
}
