// A hostile comparison for the browser tests of the comment and the HTML report: query ids, texts, slice values and
// docids that would be markup, script, links or mentions if any of them escaped (hostile.ts holds the escaping proofs' strings).
import { relAt, judgedFill, type QuerySpec } from '../compare/helpers.js';

/** Query ids (no whitespace: TREC files split on it; none starts with #, a comment line in qrels) and texts that would be markup, links or mentions if they escaped. */
export const EVIL_QIDS = [
  '<script>alert(1)</script>',
  '<img/src=x/onerror=alert(1)>',
  '@octocat',
  '[x](http://evil.example)',
  'www.evil.example',
  '`tick``s`',
  'a|b|c',
  '--><b>out</b><!--',
  '<iframe/src=x></iframe>',
  '&#64;octocat',
];
export const EVIL_TEXTS = [
  'see <script>alert(1)</script> and @octocat',
  '<img src=x onerror=alert(1)> | cell -->',
  '[x](http://evil.example) www.evil.example https://evil.example/a',
  '``` fence `` `',
  'a | b | c',
  '--> <!-- <b>x</b>',
  '@octocat/team cc @octocat',
  '&#64;octocat &#x40;octocat',
  '<iframe src=x></iframe> *bold* _it_',
  '#1 fixes #2',
];
export const EVIL_LABELS = [
  '@octocat',
  '<img src=x onerror=alert(1)>',
  'a|b',
  '-->',
  '`x`',
  'www.evil.example',
  '[x](http://evil.example)',
];

export function hostileQueries(): QuerySpec[] {
  return EVIL_QIDS.map((qid, i) => {
    // The first four regress (their type slice fails while the overall average rises), the rest improve.
    const regress = i < 4;
    const judged = judgedFill();
    const evilDoc = `<img/src=x/onerror=alert(${i})>@doc|${i}`;
    return {
      qid,
      judged: { ...judged, [evilDoc]: 0 },
      base: regress ? relAt(1) : [...relAt(0).slice(0, 8), evilDoc],
      cand: regress ? relAt(3) : relAt(1),
      labels: {
        type: regress ? EVIL_LABELS[0] : EVIL_LABELS[1 + (i % (EVIL_LABELS.length - 1))],
        lang: EVIL_LABELS[(i * 3) % EVIL_LABELS.length],
      },
      text: EVIL_TEXTS[i],
    };
  });
}
