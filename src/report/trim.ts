/**
 * Cuts a Markdown body at a line boundary so that it, a closing of whatever the cut left open (a code fence,
 * <details> blocks) and `note` (a forge's line pointing at the full report) fit in `limit` characters. A cut body must
 * still render: an open fence would swallow the note, an open <details> would fold it away.
 */
export function trimMarkdown(body: string, limit: number, note: string): string {
  // Room for the closers: at most one fence and a few </details>, each on its own line.
  let budget = limit - note.length - 200;
  const kept: string[] = [];
  for (const line of body.split('\n')) {
    if (line.length + 1 > budget) break;
    kept.push(line);
    budget -= line.length + 1;
  }
  let fenceOpen = false;
  let details = 0;
  for (const line of kept) {
    if (/^\s*(```|~~~)/.test(line)) fenceOpen = !fenceOpen;
    else if (!fenceOpen)
      details += (line.match(/<details\b/g)?.length ?? 0) - (line.match(/<\/details>/g)?.length ?? 0);
  }
  let closers = fenceOpen ? '\n```' : '';
  for (let i = 0; i < Math.min(Math.max(details, 0), 20); i++) closers += '\n</details>';
  return kept.join('\n') + closers + note;
}
