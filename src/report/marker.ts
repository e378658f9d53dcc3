/**
 * The hidden first line of every rankgate comment: it finds the one sticky comment per gate id.
 * Gate names are restricted by the contract schema to [A-Za-z0-9._-], so they cannot close the HTML comment.
 */
export function commentMarker(gate: string): string {
  return `<!-- rankgate:gate=${gate} -->`;
}
