import { relOf, type BoundMeasure, type MeasureDef, type MeasureSpec, relOnlyParams } from './measure.js';
import { isUnjudged, logChoose, nonrelevantCount, relevantCount, setValue } from './lists.js';

/**
 * Bpref (Buckley and Voorhees 2004; trec_eval bpref): for each relevant retrieved document, 1 − (judged non-relevant
 * ranked above it, capped at R) / min(N, R); summed over R. Unjudged documents are skipped; so are negative grades
 * under trec_eval's reading (in the pool but unjudged), while rankgate counts them as judged non-relevant.
 */
export const Bpref: MeasureDef = {
  kind: 'Bpref',
  aliases: ['bpref'],
  summary:
    'preferences of relevant over judged non-relevant documents that the ranking keeps, over R (unjudged skipped)',
  cutoff: 'none',
  params: relOnlyParams,
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: the judged non-relevant documents above a relevant one in its tie group are hypergeometric',
    optimistic:
      'exact maximum: for every k, the k highest-ranked unjudged documents judged relevant (R grows to R + k), in one pass with running counts',
    ties: 'exact (relevant, then unjudged, then non-relevant)',
  },
  trecEval: [{ name: 'bpref', order: 8, params: 'none', value: 'double', spec: () => ({ params: {} }) }],
  example: 'Bpref',
  bind: (spec, relevance) => bindBpref(spec, relevance),
};

let nonrelAboveRel = new Int32Array(1024);
let nonrelAboveUnj = new Int32Array(1024);
let prefU = new Float64Array(1024);

/** Bpref's arithmetic, shared with gm_bpref. */
export function bindBpref(spec: MeasureSpec, relevance: number): BoundMeasure {
  const rel = relOf(spec, relevance);
  // -1 skipped (unjudged), 0 judged non-relevant, 1 relevant
  const cls = (g: number, q: Parameters<BoundMeasure['ordered']>[2]) => (isUnjudged(g, q) ? -1 : g >= rel ? 1 : 0);
  return {
    spec,
    rel,
    exactRange: true,
    ordered(grades, depth, q, out) {
      const R = relevantCount(q, rel);
      if (R === 0) return setValue(out, 0);
      const denom = Math.min(nonrelevantCount(q, rel), R);
      let nonrel = 0;
      let s = 0;
      for (let i = 0; i < depth; i++) {
        const c = cls(grades[i], q);
        if (c < 0) continue;
        if (c === 0) nonrel++;
        else s += nonrel > 0 ? 1 - Math.min(nonrel, R) / denom : 1;
      }
      setValue(out, s / R);
    },
    expected(grades, depth, q, groups, out) {
      const R = relevantCount(q, rel);
      if (R === 0) return setValue(out, 0);
      const denom = Math.min(nonrelevantCount(q, rel), R);
      const f = (x: number) => (x > 0 ? 1 - Math.min(x, R) / denom : 1);
      const { starts, count } = groups;
      let nonrelBefore = 0;
      let s = 0;
      for (let gi = 0; gi < count; gi++) {
        const a = starts[gi];
        if (a >= depth) break;
        const b = starts[gi + 1];
        const size = b - a;
        let r = 0;
        let z = 0;
        for (let i = a; i < b; i++) {
          const c = cls(grades[i], q);
          if (c === 1) r++;
          else if (c === 0) z++;
        }
        if (r > 0) {
          // A relevant document sits at offset p (uniform); the p documents above it are a uniform subset of the other
          // size - 1, so the judged non-relevant among them are hypergeometric.
          const M = size - 1;
          const slots = Math.min(size, depth - a);
          let e = 0;
          for (let p = 0; p < slots; p++) {
            const base = logChoose(M, p);
            for (let y = Math.max(0, p - (M - z)); y <= Math.min(z, p); y++) {
              e += Math.exp(logChoose(z, y) + logChoose(M - z, p - y) - base) * f(nonrelBefore + y);
            }
          }
          s += (r * e) / size;
        }
        nonrelBefore += z;
      }
      setValue(out, s / R);
    },
    orderKey: (g, q) => {
      const c = cls(g, q);
      return c === 1 ? 2 : c < 0 ? 1 : 0;
    },
    optimistic(grades, depth, q, relevance, out) {
      this.ordered(grades, depth, q, out);
      if (relevance < rel) return;
      // Sum over the relevant set of min(n, R') / D, n = judged non-relevant above, R' = R + k, D = min(N, R').
      // The n of judged relevant documents and of unjudged ones are each non-decreasing in rank, and R' grows by one
      // per k: two pointers give every k's sum in one pass.
      const R = relevantCount(q, rel);
      const N = nonrelevantCount(q, rel);
      if (nonrelAboveRel.length < depth) {
        nonrelAboveRel = new Int32Array(depth * 2);
        nonrelAboveUnj = new Int32Array(depth * 2);
      }
      let nj = 0;
      let nu = 0;
      let nonrel = 0;
      for (let i = 0; i < depth; i++) {
        const g = grades[i];
        if (isUnjudged(g, q)) {
          nonrelAboveUnj[nu++] = nonrel;
        } else if (g >= rel) nonrelAboveRel[nj++] = nonrel;
        else nonrel++;
      }
      let best = out.value;
      let pj = 0;
      let sumJ = 0; // sum of the n < R' among judged relevant
      let pu = 0;
      if (prefU.length < nu + 1) prefU = new Float64Array(nu * 2 + 1);
      prefU[0] = 0;
      for (let t = 0; t < nu; t++) prefU[t + 1] = prefU[t] + nonrelAboveUnj[t];
      for (let k = 1; k <= nu; k++) {
        const Rk = R + k;
        while (pj < nj && nonrelAboveRel[pj] < Rk) sumJ += nonrelAboveRel[pj++];
        while (pu < nu && nonrelAboveUnj[pu] < Rk) pu++;
        // the first k unjudged: those among them below the pointer add n, the rest add R'
        const m = Math.min(pu, k);
        const partU = prefU[m] + Rk * (k - m);
        const D = Math.min(N, Rk);
        const minSum = sumJ + Rk * (nj - pj) + partU;
        const total = nj + k - (D > 0 ? minSum / D : 0);
        const v = total / Rk;
        if (v > best) best = v;
      }
      setValue(out, best);
    },
  };
}
