import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/report/trim.ts
function trimMarkdown(body, limit, note) {
  let budget = limit - note.length - 200;
  const kept = [];
  for (const line of body.split("\n")) {
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
  let closers = fenceOpen ? "\n```" : "";
  for (let i = 0; i < Math.min(Math.max(details, 0), 20); i++) closers += "\n</details>";
  return kept.join("\n") + closers + note;
}

export {
  trimMarkdown
};
