import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/report/marker.ts
var GATE_ID = /^[A-Za-z0-9._-]+$/;
function commentMarker(gate) {
  if (!GATE_ID.test(gate)) throw new Error(`not a gate id: ${JSON.stringify(gate.slice(0, 80))}`);
  return `<!-- rankgate:gate=${gate} -->`;
}
function isMarked(body, marker) {
  if (!body.startsWith(marker)) return false;
  const rest = body.slice(marker.length);
  return rest === "" || rest.startsWith("\n") || rest.startsWith("\r\n");
}

export {
  commentMarker,
  isMarked
};
