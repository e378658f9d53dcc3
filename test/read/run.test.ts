// readRun (through scoreRun, the real path): TREC and JSONL runs, gzip, comments, CRLF, every malformed line.
import { describe, it, expect } from 'vitest';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readQrels, type Qrels } from '../../src/read/qrels.js';
import { readRankedRun, type RankedList } from '../../src/score/rank.js';
import { scoreRun } from '../../src/score/evaluate.js';
import { parseMeasures } from '../../src/measures/parse.js';
import { summarizeRun } from '../../src/score/summary.js';
import { DEFAULT_POLICY, type Policy } from '../../src/contract/policy.js';
import { mulberry32 } from '../seeded.mjs';
import { InputError } from '../../src/errors.js';
import { useTmp, qrelsText } from '../score/helpers.js';
import { docidHash } from './entries.js';

const tmp = useTmp();
const LABEL = 'runs/c.trec';
const QRELS = qrelsText([
  ['q1', 'd1', 1],
  ['q1', 'd2', 0],
  ['q1', 'd3', 1],
  ['q2', 'd1', 2],
  ['q2', 'd4', 0],
]);

async function qrels(text = QRELS): Promise<Qrels> {
  return readQrels(tmp.file('qrels.txt', text));
}

async function scored(
  run: string | Buffer,
  measures = ['RR', 'P@2', 'NumRet'],
  policy: Partial<Policy> = {},
  name = 'run.trec',
) {
  const q = await qrels();
  const p = tmp.file(name, run);
  const s = await scoreRun(
    p,
    q,
    { measures: parseMeasures(measures), relevance: 1, policy: { ...DEFAULT_POLICY, ...policy }, keep: 10 },
    LABEL,
  );
  const v = (m: string, qid: string) => s.value[measures.indexOf(m)][s.qids.indexOf(qid)];
  return { s, v, p };
}

async function fails(run: string | Buffer, policy: Partial<Policy> = {}): Promise<string> {
  const err = await scored(run, ['RR'], policy).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InputError);
  return (err as InputError).format();
}

async function lists(run: string, policy: Partial<Policy> = {}): Promise<RankedList[]> {
  const q = await qrels();
  const out: RankedList[] = [];
  await readRankedRun(tmp.file('run.trec', run), q, { policy: { ...DEFAULT_POLICY, ...policy }, keep: 10 }, (l) =>
    out.push(l),
  );
  return out;
}

const GOOD = 'q1 Q0 d3 1 3.5 sys\nq1 Q0 d2 2 2.0 sys\nq1 Q0 d1 3 1.5 sys\nq2 Q0 d1 1 9 sys\n';

describe('TREC runs', () => {
  it('reads a run; values, tags, counts', async () => {
    const { s, v } = await scored(GOOD);
    expect(v('RR', 'q1')).toBe(1);
    expect(v('P@2', 'q1')).toBe(0.5);
    expect(v('NumRet', 'q1')).toBe(3);
    expect(v('RR', 'q2')).toBe(1);
    expect(s.read).toMatchObject({
      format: 'trec',
      tags: ['sys'],
      queries: 2,
      results: 4,
      judgedResults: 4,
      runOnly: [],
      duplicatesDropped: 0,
    });
    expect(s.read.facts).toMatchObject({ path: LABEL, lines: 4, gzip: false });
  });

  it('gzip is read transparently, with the same values', async () => {
    const gz = gzipSync(Buffer.from(GOOD));
    const a = await scored(GOOD);
    const b = await scored(gz, undefined, undefined, 'run.trec.gz');
    expect(Array.from(b.s.value[0])).toEqual(Array.from(a.s.value[0]));
    expect(b.s.read.facts.gzip).toBe(true);
    expect(b.s.read.facts.sha256).toBe(createHash('sha256').update(gz).digest('hex'));
  });

  it('a .gz name on a plain file does not matter: the magic bytes decide', async () => {
    const { s } = await scored(GOOD, undefined, undefined, 'plain.trec.gz');
    expect(s.read.facts.gzip).toBe(false);
    expect(s.read.results).toBe(4);
  });

  it('# comments: metadata before the first result, ignored everywhere', async () => {
    const run =
      '# rankgate baseline\n# corpus: 2026-11-01\n#contract: abc123\nq1 Q0 d1 1 2 sys\n# corpus: other\nq1 Q0 d2 2 1 sys\n';
    const { s } = await scored(run);
    expect(s.read.meta).toEqual({ corpus: '2026-11-01', contract: 'abc123' });
    expect(s.read.results).toBe(2);
  });

  it('CRLF line endings, tabs, blank lines', async () => {
    const { s, v } = await scored('q1\tQ0\td3\t1\t3\tsys\r\n\r\nq1 Q0 d1 2 2 sys\r\n   \r\nq2 Q0 d1 1 1 sys\r\n');
    expect(s.top[0]!.docids).toEqual(['d3', 'd1']);
    expect(v('P@2', 'q1')).toBe(1);
    expect(s.read.tags).toEqual(['sys']); // no stray \r in the tag
  });

  it('numbers: exponent forms and signs; equal values spelled differently tie', async () => {
    const run = 'q1 Q0 d1 1 1.5e0 t\nq1 Q0 d2 2 +1.50 t\nq1 Q0 d3 3 15e-1 t\nq2 Q0 d1 1 -.5 t\nq2 Q0 d4 2 -5E-1 t\n';
    const l = await lists(run);
    expect(Array.from(l[0].scores)).toEqual([1.5, 1.5, 1.5]);
    expect(l[0].docids).toEqual(['d3', 'd2', 'd1']); // one tie group, docid descending
    expect(Array.from(l[1].scores)).toEqual([-0.5, -0.5]);
  });

  it('queries need not be grouped: interleaved lines give the same lists', async () => {
    const grouped = await lists(GOOD);
    const inter = await lists('q1 Q0 d3 1 3.5 sys\nq2 Q0 d1 1 9 sys\nq1 Q0 d2 2 2.0 sys\nq1 Q0 d1 3 1.5 sys\n');
    // An ungrouped file is read twice: onQuery may see a partial list of a query first; the last call per qid is whole.
    const last = (ls: RankedList[]) =>
      [...new Map(ls.map((l) => [l.qid, l])).values()].map((l) => [l.qid, l.docids, Array.from(l.grades)]).sort();
    expect(grouped).toHaveLength(2);
    expect(last(inter)).toEqual(last(grouped));
    expect(last(inter)[0]).toEqual(['q1', ['d3', 'd2', 'd1'], [1, 0, 1]]);
    // and scoring the interleaved file gives the grouped file's values
    const a = await scored(GOOD);
    const b = await scored('q1 Q0 d3 1 3.5 sys\nq2 Q0 d1 1 9 sys\nq1 Q0 d2 2 2.0 sys\nq1 Q0 d1 3 1.5 sys\n');
    expect(b.s.value.map((c) => Array.from(c))).toEqual(a.s.value.map((c) => Array.from(c)));
    expect(b.s.read.queries).toBe(2);
  });

  it('tags in an interleaved file: each new tag once, in the order queries start, at most eight', async () => {
    // Lines alternate between two queries, so a query starts at every line; tags that share a prefix stay apart.
    const tagsOf = ['sys', 'sys', 'sys-b', 'sys', 'sy', 'sys-b', 't3', 't4', 't5', 't6', 't7', 't8', 't9'];
    const run = tagsOf.map((t, i) => `q${(i % 2) + 1} Q0 d${i} ${i + 1} ${20 - i} ${t}`).join('\n') + '\n';
    const { s } = await scored(run, ['NumRet']);
    expect(s.read.tags).toEqual(['sys', 'sys-b', 'sy', 't3', 't4', 't5', 't6', 't7']);
  });

  it("a shuffled run gives the grouped run's values: queries found by their ids' bytes, colliding hashes apart", async () => {
    // q173658 and q200485 have the same hash (read/ids.ts hashBytes; found by search): the ungrouped pass must keep
    // them apart.
    expect(docidHash('q173658')).toBe(docidHash('q200485'));
    const qids = ['q173658', 'q200485', 'クエリ-1', 'クエリ-2', ...Array.from({ length: 20 }, (_, i) => `q${i}`)];
    // Every query but the last four is judged; those four are read, counted and not kept.
    const judged = qids.slice(0, -4);
    const q = await readQrels(
      tmp.file(
        'many.qrels',
        judged.flatMap((id, k) => [0, 3, 7].map((d) => `${id} 0 d${d + k} ${(d + k) % 3}`)).join('\n'),
      ),
    );
    const rand = mulberry32(4242);
    const grouped = qids.flatMap((id) =>
      Array.from({ length: 20 }, (_, r) => `${id} Q0 d${Math.floor(rand() * 30)}x${r} ${r + 1} ${(40 - r) / 4} sys`),
    );
    // Docids are unique per query (their rank suffix); at ranks 2, 5 and 10 each query shows its judged documents.
    const withJudged = grouped.map((l, i) => {
      const at = [1, 4, 9].indexOf(i % 20);
      const k = Math.floor(i / 20);
      return at < 0 ? l : l.replace(/ d\d+x\d+ /, ` d${[0, 3, 7][at] + k} `);
    });
    const shuffled = [...withJudged];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const plan = {
      measures: parseMeasures(['RR', 'P@5', 'NumRet', 'nDCG@10']),
      relevance: 1,
      policy: DEFAULT_POLICY,
      keep: 10,
    };
    const a = await scoreRun(tmp.file('grouped.trec', `${withJudged.join('\n')}\n`), q, plan, 'g');
    const b = await scoreRun(tmp.file('shuffled.trec', `${shuffled.join('\n')}\n`), q, plan, 's');
    expect(b.qids).toEqual(a.qids);
    expect(b.value.map((c) => Array.from(c))).toEqual(a.value.map((c) => Array.from(c)));
    expect(b.read.queries).toBe(qids.length);
    expect([...b.read.runOnly].sort()).toEqual(qids.slice(-4).sort());
    expect(Array.from(b.value[2])).toEqual(judged.map(() => 20));
    // Not vacuous: the judged documents count (P@5 reads the one at rank 5 where its grade is relevant).
    expect(Array.from(b.value[0]).filter((x) => x > 0).length).toBeGreaterThan(10);
  });

  it('a run longer than one read chunk (1 MiB): lines that cross chunks, line count, sha256', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 60_000; i++)
      lines.push(`q${i % 2 === 0 ? 1 : 2}-${Math.floor(i / 1000)} Q0 doc-${i} ${i} ${(100000 - i) / 7} a-long-run-tag`);
    const text = lines.join('\r\n') + '\r\n';
    expect(text.length).toBeGreaterThan(3 << 20);
    const { s, p } = await scored(text);
    expect(s.read.results).toBe(60_000);
    expect(s.read.facts.lines).toBe(60_000);
    expect(s.read.queries).toBe(120);
    expect(s.read.runOnly).toHaveLength(120); // none of these qids is judged
    expect(s.read.tags).toEqual(['a-long-run-tag']);
    expect(s.read.facts.sha256).toBe(createHash('sha256').update(readFileSync(p)).digest('hex'));
  });
});

describe('TREC run errors: file:line:column and the fix', () => {
  it('wrong field count', async () => {
    expect(await fails('q1 Q0 d1 1 2 t\nq1 Q0 d2 2 1\n')).toBe(
      'runs/c.trec:2:1: expected 6 fields "qid Q0 docid rank score tag", found 5 (TREC run lines are: query id, Q0, document id, rank, score, run tag)',
    );
  });

  it('fields after the sixth are ignored, as trec_eval ignores them (its test file results.trunc has "more junk at end of lines")', async () => {
    const plain = await scored(GOOD);
    const extra = await scored(
      'q1 Q0 d3 1 3.5 sys more junk at\nq1\tQ0\td2\t2\t2.0\tsys\tend of lines.\r\nq1 Q0 d1 3 1.5e0 sys x\nq2 Q0 d1 1 9 sys reserved for future\n',
    );
    expect(extra.s.value.map((c) => Array.from(c))).toEqual(plain.s.value.map((c) => Array.from(c)));
    expect(extra.s.read.tags).toEqual(['sys']);
    expect(extra.s.read.results).toBe(4);
  });

  it('a non-numeric score, on the line it is on (as in the design: runs/c.trec:1042: score "n/a" is not a number)', async () => {
    const good = Array.from({ length: 1041 }, (_, i) => `q1 Q0 x${i} ${i + 1} ${2000 - i} t`).join('\n');
    expect(await fails(`${good}\nq1 Q0 d1 1042 n/a t\n`)).toBe(
      'runs/c.trec:1042:15: score "n/a" is not a number (write a finite decimal score such as 12.5 or 1.5e-3)',
    );
  });

  it.each(['inf', 'NaN', 'Infinity', '0x1f', '1e400', '1,5', '1.2.3', '--1', '12abc'])(
    'score "%s" is not coerced',
    async (bad) => {
      expect(await fails(`q1 Q0 d1 1 ${bad} t\n`)).toBe(
        `runs/c.trec:1:12: score "${bad}" is not a number (write a finite decimal score such as 12.5 or 1.5e-3)`,
      );
    },
  );

  it('a rank that is not a whole number is ignored with one warning (trec_eval never reads it), unless ties: rank needs it', async () => {
    const { s, v } = await scored('q1 Q0 d1 first 2 t\nq1 Q0 d3 1.5 3 t\nq2 Q0 d1 - 1 t\n');
    expect(v('RR', 'q1')).toBe(1);
    expect(s.read.badRanks).toEqual({ count: 3, example: '"first"' });
    const w = summarizeRun(s, 'macro').warnings.filter((x) => x.code === 'rank-ignored');
    expect(w.map((x) => x.message)).toEqual([
      'runs/c.trec: 3 results have ranks that are not a whole number (e.g. "first"); the rank column is ignored, as trec_eval ignores it (only ties: rank reads it)',
    ]);
    expect(await fails('q1 Q0 d1 1 2 t\nq1 Q0 d2 x 1 t\n', { ties: 'rank' })).toBe(
      'runs/c.trec:2: ties: rank needs a rank for every result (add "rank" to each JSONL line or a whole number as the 4th field of each TREC line, or use another ties policy)',
    );
    const fine = await scored(GOOD);
    expect(fine.s.read.badRanks.count).toBe(0);
  });

  it('a docid twice within one query names both lines; the same docid in two queries is fine', async () => {
    expect(await fails('q1 Q0 d1 1 3 t\nq1 Q0 d2 2 2 t\nq1 Q0 d1 3 1 t\n')).toBe(
      'runs/c.trec:3: document "d1" appears twice for query "q1" (first at line 1) (remove the repeated result, or set policy.duplicates: first to keep the first)',
    );
    const { s } = await scored('q1 Q0 d1 1 3 t\nq2 Q0 d1 1 3 t\n');
    expect(s.read.results).toBe(2);
  });

  it('a duplicate in an interleaved file is still found, with both lines', async () => {
    expect(await fails('q1 Q0 d1 1 3 t\nq2 Q0 d1 1 2 t\nq1 Q0 d1 2 1 t\n')).toMatch(
      /^runs\/c\.trec:3: document "d1" appears twice for query "q1" \(first at line 1\)/,
    );
  });

  it('an empty file, a file of comments only', async () => {
    expect(await fails('')).toBe('runs/c.trec: file is empty (the file must hold at least one line)');
    expect(await fails('# corpus: x\n\n')).toBe(
      'runs/c.trec: holds no results (only comments or blank lines) (a run needs at least one result line)',
    );
  });

  it('not a text file; a damaged gzip; a missing file', async () => {
    expect(await fails(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00]))).toBe(
      'runs/c.trec:1:8: holds a NUL byte: this is not a text file (pass the plain or .gz text file)',
    );
    const gz = gzipSync(Buffer.from(GOOD));
    expect(await fails(gz.subarray(0, 15))).toBe(
      'runs/c.trec: is a damaged gzip file (recompress it or pass the uncompressed file)',
    );
    const q = await qrels();
    const err = await scoreRun(
      `${tmp.dir()}/absent.trec`,
      q,
      { measures: parseMeasures(['RR']), relevance: 1, policy: DEFAULT_POLICY, keep: 0 },
      LABEL,
    ).catch((e: InputError) => e.format());
    expect(err).toMatch(/^runs\/c\.trec: file not found \(/);
  });
});

describe('JSONL runs', () => {
  it('one result per line {"qid","docid","score","rank"?}; numeric ids become strings; tag or run', async () => {
    const run = [
      '{"qid":"q1","docid":"d3","score":3,"rank":1,"tag":"dense"}',
      '{"qid":"q1","docid":"d2","score":2.5}',
      '# a comment',
      '',
      '  {"qid":"q1","docid":"d1","score":-1e-3}',
      '{"qid":"q2","docid":"d1","score":0,"run":"dense"}',
    ].join('\r\n');
    const { s, v } = await scored(run, ['RR', 'P@2', 'NumRet'], {}, 'run.jsonl');
    expect(s.read.format).toBe('jsonl');
    expect(s.read.tags).toEqual(['dense']);
    expect(s.top[0]!.docids).toEqual(['d3', 'd2', 'd1']);
    expect(v('P@2', 'q1')).toBe(0.5);
    expect(v('NumRet', 'q2')).toBe(1);
    const num = await scored('{"qid":1,"docid":2,"score":1}\n', ['NumRet'], {}, 'run.jsonl');
    expect(num.s.read.runOnly).toEqual(['1']);
  });

  it('a tag written as a number is its source text, as ids are ("tag": 5 is the run "5", 1.10 stays "1.10")', async () => {
    const { s } = await scored(
      '{"qid":"q1","docid":"d1","score":2,"tag":5}\n{"qid":"q1","docid":"d2","score":1,"run":1.10}\n',
      ['NumRet'],
      {},
      'run.jsonl',
    );
    expect(s.read.tags).toEqual(['5', '1.10']);
  });

  it('gzipped JSONL', async () => {
    const gz = gzipSync(Buffer.from('{"qid":"q1","docid":"d1","score":1}\n'));
    const { s, v } = await scored(gz, ['RR'], {}, 'run.jsonl.gz');
    expect(s.read.format).toBe('jsonl');
    expect(v('RR', 'q1')).toBe(1);
  });

  const FIX =
    '(each JSONL line is one object {"qid","docid","score","rank"?,"tag"?} ("query_id" and "doc_id" work too))';
  it.each([
    ['{"qid":"q1","docid":"d1","score":1', `35: is not valid JSON: expected "," or "}", but the line ends ${FIX}`],
    ['{"qid":"q1","docid":"d1","score":1}}', `36: is not valid JSON: text after the JSON value ${FIX}`],
    ['{"qid":"q1","docid":"d1","score":1} x', `37: is not valid JSON: text after the JSON value ${FIX}`],
    ['{"qid":"q1","docid":"d1","score":01}', `35: is not valid JSON: expected "," or "}" ${FIX}`],
    ['{"qid":"q1","docid":"d1","docid":"d2","score":1}', `26: is not valid JSON: the key "docid" appears twice ${FIX}`],
    [
      '{"qid":"q1","docid":"d\\ud800","score":1}',
      `23: is not valid JSON: a lone surrogate escape (not a character) ${FIX}`,
    ],
    ['{"docid":"d1","score":1}', '1: "qid" is missing (add "qid" (or "query_id") to every line)'],
    ['{"qid":"q1","score":1}', '1: "docid" is missing (add "docid" (or "doc_id") to every line)'],
    [
      '{"qid":"q1","query_id":"q1","docid":"d1","score":1}',
      '1: both "qid" and "query_id" are given (keep one of them)',
    ],
    [
      '{"qid":"","docid":"d1","score":1}',
      '1: "qid" must be a non-empty string without spaces (add "qid" (or "query_id") to every line)',
    ],
    [
      '{"qid":"q1","docid":"d 1","score":1}',
      '1: "docid" must be a non-empty string without spaces (add "docid" (or "doc_id") to every line)',
    ],
    [
      '{"qid":"q1","docid":"d\\n1","score":1}',
      '1: "docid" must be a non-empty string without spaces (add "docid" (or "doc_id") to every line)',
    ],
    [
      '{"qid":"q1","docid":null,"score":1}',
      '1: "docid" must be a non-empty string without spaces (add "docid" (or "doc_id") to every line)',
    ],
    ['{"qid":"q1","docid":"d1"}', '1: "score" is missing (write "score" as a JSON number within ±1.7e308)'],
    [
      '{"qid":"q1","docid":"d1","score":"n/a"}',
      '1: score "n/a" is not a number (write "score" as a JSON number within ±1.7e308)',
    ],
    [
      '{"qid":"q1","docid":"d1","score":"1.5"}',
      '1: score "1.5" is not a number (write "score" as a JSON number within ±1.7e308)',
    ],
    [
      '{"qid":"q1","docid":"d1","score":null}',
      '1: score null is not a number (write "score" as a JSON number within ±1.7e308)',
    ],
    [
      '{"qid":"q1","docid":"d1","score":1e400}',
      '1: score 1e400 is not a finite number (write "score" as a JSON number within ±1.7e308)',
    ],
    [
      '{"qid":"q1","docid":"d1","score":1,"tag":"a b"}',
      '1: "tag" "a b" is not a run name: a non-empty string without spaces, or a number (write e.g. "tag": "dense-v2", or leave it out)',
    ],
    [
      '{"qid":"q1","docid":"d1","score":1,"tag":true}',
      '1: "tag" true is not a run name: a non-empty string without spaces, or a number (write e.g. "tag": "dense-v2", or leave it out)',
    ],
    [
      '{"qid":"q1","docid":"d1","score":1,"run":{"v":2}}',
      '1: "run" an object is not a run name: a non-empty string without spaces, or a number (write e.g. "run": "dense-v2", or leave it out)',
    ],
  ])('line 2 = %s', async (line, message) => {
    expect(await fails(`{"qid":"q1","docid":"d9","score":5}\n${line}\n`)).toBe(`runs/c.trec:2:${message}`);
  });

  it('ids are text as written: numeric ids keep their digits, ir_datasets keys query_id/doc_id work', async () => {
    const q = await readQrels(tmp.file('qrels.txt', '9007199254740993 0 1.0 1\n9007199254740993 0 100 1\n'));
    const p = tmp.file(
      'run.jsonl',
      '{"query_id":9007199254740993,"doc_id":1.0,"score":2}\n{"qid":9007199254740993,"docid":1e2,"score":1}\n',
    );
    const out: RankedList[] = [];
    await readRankedRun(p, q, { policy: DEFAULT_POLICY, keep: 10 }, (l) => out.push(l));
    // 1.0 is the judged "1.0" (not "1"); 1e2 stays "1e2", which is not the judged "100".
    expect(out.map((l) => [l.qid, l.docids, Array.from(l.grades)])).toEqual([
      ['9007199254740993', ['1.0', '1e2'], [1, NaN]],
    ]);
  });

  it('a rank in JSONL that is not a whole number is ignored with the warning, like the TREC rank column', async () => {
    const { s } = await scored(
      '{"qid":"q1","docid":"d1","score":1,"rank":1.5}\n{"qid":"q1","docid":"d2","score":2,"rank":"1"}\n',
      ['RR'],
      {},
      'run.jsonl',
    );
    expect(s.read.badRanks).toEqual({ count: 2, example: '1.5' });
  });

  it('a JSON array instead of JSONL says so', async () => {
    expect(await fails('[{"qid":"q1","docid":"d1","score":1}]\n')).toBe(
      "runs/c.trec:1:1: is a JSON array, not JSONL (one JSON object per line) (write one object per line, e.g. jq -c '.[]' FILE > FILE.jsonl)",
    );
    expect(await fails('  [\n  {"qid":"q1","docid":"d1","score":1}\n]\n')).toMatch(
      /^runs\/c\.trec:1:1: is a JSON array, not JSONL/,
    );
  });

  it('a non-object line in a JSONL run', async () => {
    // a JSONL file is recognised by a leading "{"; a later array or TREC line is an error on its line
    expect(await fails('{"qid":"q1","docid":"d9","score":5}\n[1,2]\n')).toBe(
      'runs/c.trec:2:1: is not a JSON object (each JSONL line is one object {"qid","docid","score","rank"?,"tag"?} ("query_id" and "doc_id" work too))',
    );
    expect(await fails('{"qid":"q1","docid":"d9","score":5}\n"q1 d1 2"\n')).toMatch(
      /^runs\/c\.trec:2:1: is not a JSON object/,
    );
    expect(await fails('{"qid":"q1","docid":"d9","score":5}\nq1 Q0 d1 1 2 t\n')).toMatch(
      /^runs\/c\.trec:2:1: is not valid JSON/,
    );
  });

  it('a duplicate docid in a JSONL run names both lines', async () => {
    expect(await fails('{"qid":"q1","docid":"d1","score":2}\n{"qid":"q1","docid":"d1","score":1}\n')).toMatch(
      /^runs\/c\.trec:2: document "d1" appears twice for query "q1" \(first at line 1\)/,
    );
  });
});

describe('warnings and counts', () => {
  it('a run whose docids share nothing with the qrels gives the loud no-overlap warning', async () => {
    const { s } = await scored('q1 Q0 D-0001 1 3 t\nq1 Q0 D-0002 2 2 t\nq2 Q0 D-0003 1 1 t\n');
    expect(s.read.judgedResults).toBe(0);
    const w = summarizeRun(s, 'macro').warnings;
    expect(w.find((x) => x.code === 'no-overlap')?.message).toBe(
      "runs/c.trec: none of the run's document ids appear in the judgments — a changed id namespace? Every measure will be 0.",
    );
  });

  it('no warning when some docids match', async () => {
    const { s } = await scored(GOOD);
    expect(summarizeRun(s, 'macro').warnings).toEqual([]);
  });

  it('run-only queries are ignored but counted and named', async () => {
    const { s, v } = await scored('q1 Q0 d1 1 3 t\nq9 Q0 d1 1 3 t\nq0 Q0 d1 1 3 t\nq2 Q0 d1 1 1 t\n');
    expect(s.qids).toEqual(['q1', 'q2']);
    expect(s.read.runOnly).toEqual(['q9', 'q0']);
    expect(v('RR', 'q1')).toBe(1);
    const sum = summarizeRun(s, 'macro');
    expect(sum.counts.runOnly).toBe(2);
    expect(sum.warnings.find((x) => x.code === 'run-only')?.message).toBe(
      'runs/c.trec: 2 queries have results but no judgments and are not scored (e.g. "q9")',
    );
  });
});

describe('decimal grades', () => {
  it('1.7 stays 1.7 as nDCG gain (trec_eval would truncate it to 1)', async () => {
    const q = await readQrels(tmp.file('qrels.txt', 'q 0 a 1.7\nq 0 b 2\nq 0 c 0.5\n'));
    const p = tmp.file('run.trec', 'q Q0 a 1 3 t\nq Q0 c 2 2 t\n');
    const s = await scoreRun(p, q, {
      measures: parseMeasures(['nDCG', 'P@2']),
      relevance: 1,
      policy: DEFAULT_POLICY,
      keep: 0,
    });
    const L3 = Math.log2(3);
    // DCG = 1.7/1 + 0.5/log2(3); ideal [2, 1.7, 0.5] = 2 + 1.7/log2(3) + 0.5/2
    expect(s.value[0][0]).toBeCloseTo((1.7 + 0.5 / L3) / (2 + 1.7 / L3 + 0.25), 12);
    // truncated grades (1, 2, 0) would give (1) / (2 + 1/log2(3)): a different number
    expect(Math.abs(s.value[0][0] - 1 / (2 + 1 / L3))).toBeGreaterThan(0.1);
    // 0.5 is below relevance 1: not relevant; 1.7 is
    expect(s.value[1][0]).toBe(0.5);
  });
});

describe('the fast path over chunk stretches and the line-by-line path agree', () => {
  it('gives the same rankings for a 3 MB run whether lines are plain or need the general parser', async () => {
    const tmp2 = useTmp();
    // 300 queries x 200 results: ~3 MB, so queries straddle the reads' ends (read/lines.ts PLAIN_CHUNK). The "odd" file writes every 7th
    // score with an exponent, every 11th line with CRLF and extra blanks, and puts comments and blank lines between
    // queries: all of those leave the fast path for the general parser, line by line.
    const judg: string[] = [];
    const plain: string[] = [];
    const odd: string[] = [];
    let k = 0;
    for (let q = 1; q <= 300; q++) {
      judg.push(`q${q} 0 d${q}-${1 + (q % 17)} ${q % 3}`, `q${q} 0 d${q}-${20 + ((q * 7) % 180)} 1`);
      if (q % 50 === 0) odd.push('# a comment between queries', '');
      for (let r = 1; r <= 200; r++) {
        k++;
        const score = (1000 - r) / 1000 + (q % 5) / 10000;
        plain.push(`q${q} Q0 d${q}-${r} ${r} ${score.toFixed(4)} run`);
        const s = k % 7 === 0 ? score.toExponential(6) : score.toFixed(4);
        odd.push(k % 11 === 0 ? `q${q}  Q0\td${q}-${r} ${r}  ${s} run \r` : `q${q} Q0 d${q}-${r} ${r} ${s} run`);
      }
    }
    const qrels = await readQrels(tmp2.file('qrels.txt', judg.join('\n') + '\n'));
    const plan = {
      measures: parseMeasures(['nDCG@10', 'AP', 'R@100']),
      relevance: 1,
      policy: DEFAULT_POLICY,
      keep: 10,
    };
    const a = await scoreRun(tmp2.file('plain.trec', plain.join('\n') + '\n'), qrels, plan);
    const b = await scoreRun(tmp2.file('odd.trec', odd.join('\n') + '\n'), qrels, plan);
    expect(b.read.results).toBe(60_000);
    expect(b.read.facts.lines).toBe(60_000 + 12);
    for (let mi = 0; mi < 3; mi++) expect(Array.from(b.value[mi])).toEqual(Array.from(a.value[mi]));
    expect(b.top).toEqual(a.top);
    // and the values are not trivially zero
    expect(summarizeRun(a, 'macro').measures[1].value).toBeGreaterThan(0.01);
  });
});
