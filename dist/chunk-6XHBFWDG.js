import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/read/ids.ts
function hashBytes(buf, start, end) {
  let h = 2166136261;
  for (let i = start; i < end; i++) {
    h ^= buf[i];
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
var DIGIT = /\d/;
function compareIds(a, b) {
  if (a === b) return 0;
  if (DIGIT.test(a) && DIGIT.test(b)) {
    const pa = a.match(/\d+|\D+/g);
    const pb = b.match(/\d+|\D+/g);
    const n = Math.min(pa.length, pb.length);
    for (let i = 0; i < n; i++) {
      const x = pa[i];
      const y = pb[i];
      if (x === y) continue;
      const dx = x.charCodeAt(0) >= 48 && x.charCodeAt(0) <= 57;
      const dy = y.charCodeAt(0) >= 48 && y.charCodeAt(0) <= 57;
      if (dx && dy) {
        const nx = x.replace(/^0+/, "");
        const ny = y.replace(/^0+/, "");
        if (nx.length !== ny.length) return nx.length - ny.length;
        if (nx !== ny) return nx < ny ? -1 : 1;
        if (x.length !== y.length) return x.length - y.length;
        continue;
      }
      break;
    }
  }
  return a < b ? -1 : 1;
}

export {
  hashBytes,
  compareIds
};
//# sourceMappingURL=chunk-6XHBFWDG.js.map
