import { f4, pIs, signed } from '../numbers.js';
import { BROKEN_RUN_KINDS, type Reason } from './schema.js';

/**
 * Rich text without markup, shared by the renderers: the renderer's own words (plain strings), input text to quote
 * (`code`), engine prose that may quote input (`prose`), emphasis, and links the publisher built. Each renderer turns
 * it into its own format, quoting and escaping as that format needs.
 */
export type Span =
  | string
  | { code: string }
  | { prose: string }
  | { token: string }
  | { strong: Span[] }
  | { link: string; text: string };
// A link's text is always the renderer's own words; a name that goes with it is a separate code span. `token`: a name
// the engine made (a measure, a threshold), which reaches a renderer from a report and so is data too (escape.ts).

/** One reason as a sentence: where, how much, against which threshold, with the gate's own p and bound. */
export function reasonSpans(x: Reason): Span[] {
  if (BROKEN_RUN_KINDS.includes(x.kind))
    return [{ strong: [x.run === 'baseline' ? 'Broken baseline:' : 'Broken run:'] }, ' ', { prose: x.message }];
  if (x.kind === 'guard')
    return [{ strong: ['Guard on ', { token: x.measure ?? '' }, ':'] }, ' ', { prose: x.message }];
  const where: Span = { strong: [{ token: x.measure ?? '' }, ' on ', { code: x.slice }] };
  if (x.baseline === null || x.candidate === null || x.delta === null) return [where, ` (held out, blind): ${x.level}`];
  if (x.kind === 'not-significant') {
    let s = ' but not significant';
    if (x.pAdjusted !== null) s += ` (${pIs(x.pAdjusted)}, one-sided, adjusted)`;
    s +=
      x.mde !== null
        ? `; this slice can only detect drops of ${f4(x.mde)} or more`
        : '; this slice cannot detect a drop of any size';
    return [
      where,
      ` fell ${f4(x.baseline)} → ${f4(x.candidate)} (${signed(x.delta)}), beyond the fail threshold `,
      { token: String(x.threshold) },
      s,
    ];
  }
  const head = ` fell ${f4(x.baseline)} → ${f4(x.candidate)} (${signed(x.delta)}; ${x.level === 'warn' ? 'warn' : 'fail'} threshold `;
  let s = '';
  if (x.pAdjusted !== null) s += `; ${pIs(x.pAdjusted)} one-sided, adjusted`;
  if (x.bound !== null) s += `; Δ ≤ ${signed(x.bound)}, one-sided bound, family-adjusted`;
  s += ')';
  if (x.because === 'unjudged' && x.unjudged)
    s += ` — inconclusive: ${x.unjudged.documents} unjudged document${x.unjudged.documents === 1 ? '' : 's'} the candidate newly shows, relevant with a mean chance of ${x.unjudged.relevance.toFixed(2)}, would leave ${signed(x.unjudged.delta)}; judge them (to-judge list)`;
  if (x.because === 'coverage')
    s +=
      " — inconclusive: the candidate left the judged region (its judged coverage fell below the minimum where the baseline's is above it); judge its results (to-judge list)";
  return [where, head, { token: String(x.threshold) }, s];
}
