import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  globMatch,
  isGlob
} from "./chunk-ZLTUEY2H.js";
import {
  UNLABELED
} from "./chunk-4W3VDJQQ.js";
import {
  compareIds
} from "./chunk-6XHBFWDG.js";
import {
  InputError,
  quote
} from "./chunk-B6WRYOF2.js";

// src/compare/slices.ts
function buildSlices(qids, included, table, heldout, contractFile) {
  const nq = qids.length;
  const labelsOf = qids.map(() => []);
  const heldoutMask = new Uint8Array(nq);
  let withoutLabels = 0;
  let labelsNotJudged = 0;
  const dims = table?.dimensions ?? [];
  const perDim = dims.map(() => /* @__PURE__ */ new Map());
  const unlabeled = dims.map(() => []);
  if (table) {
    const judged = new Set(qids);
    for (const q of table.labels.keys()) if (!judged.has(q)) labelsNotJudged++;
  }
  let heldDim = -1;
  let heldValue = "";
  if (heldout) {
    const eq = heldout.slice.indexOf("=");
    heldDim = eq > 0 ? dims.indexOf(heldout.slice.slice(0, eq)) : -1;
    heldValue = heldout.slice.slice(eq + 1);
    if (heldDim < 0) {
      throw new InputError(
        `heldout.slice "${heldout.slice}" is not a dimension=value of the slices file`,
        { file: contractFile },
        `use one of the dimensions ${dims.join(", ") || "(none: add a slices file)"}, e.g. split=test`
      );
    }
  }
  for (let qi = 0; qi < nq; qi++) {
    const row = table?.labels.get(qids[qi]);
    if (table && !row) withoutLabels++;
    if (row && heldDim >= 0 && row[heldDim].includes(heldValue)) heldoutMask[qi] = 1;
  }
  for (let qi = 0; qi < nq; qi++) {
    if (!included[qi] || heldoutMask[qi]) continue;
    const row = table?.labels.get(qids[qi]);
    dims.forEach((d, di) => {
      const values = row?.[di] ?? [];
      if (values.length === 0) {
        unlabeled[di].push(qi);
        labelsOf[qi].push(`${d}=${UNLABELED}`);
      }
      for (const v of values) {
        let list = perDim[di].get(v);
        if (!list) perDim[di].set(v, list = []);
        list.push(qi);
        labelsOf[qi].push(`${d}=${v}`);
      }
    });
  }
  const all = [];
  const held = [];
  for (let qi = 0; qi < nq; qi++) {
    if (!included[qi]) continue;
    if (heldoutMask[qi]) held.push(qi);
    else all.push(qi);
  }
  const slices = [{ name: "all", dimension: null, value: null, members: Int32Array.from(all), heldout: false }];
  dims.forEach((d, di) => {
    const values = [...perDim[di].keys()].sort(compareIds);
    for (const v of values) {
      if (di === heldDim && v === heldValue) continue;
      slices.push({ name: `${d}=${v}`, dimension: d, value: v, members: Int32Array.from(perDim[di].get(v)), heldout: false });
    }
    if (unlabeled[di].length > 0) {
      slices.push({ name: `${d}=${UNLABELED}`, dimension: d, value: UNLABELED, members: Int32Array.from(unlabeled[di]), heldout: false });
    }
  });
  if (heldout) {
    slices.push({ name: heldout.slice, dimension: dims[heldDim], value: heldValue, members: Int32Array.from(held), heldout: true });
  }
  return { slices, labelsOf, heldoutMask, withoutLabels, labelsNotJudged };
}
function selectSlices(selector, slices, where, file) {
  const patterns = Array.isArray(selector) ? selector : [selector];
  const out = /* @__PURE__ */ new Set();
  for (const p of patterns) {
    const hit = slices.filter((s) => globMatch(p, s.name));
    if (hit.length === 0) {
      throw new InputError(
        `${where} names ${isGlob(p) ? "the pattern" : "slice"} ${quote(p)}, which matches no slice of judged queries`,
        { file },
        `slices are: ${slices.slice(0, 20).map((s) => s.name).join(", ")}${slices.length > 20 ? `, \u2026 and ${slices.length - 20} more` : ""}`
      );
    }
    for (const s of hit) out.add(s);
  }
  return slices.filter((s) => out.has(s));
}

export {
  buildSlices,
  selectSlices
};
//# sourceMappingURL=chunk-P5ARX2RY.js.map
