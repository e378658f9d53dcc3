// The in-process adversarial corpus: generated cases, each a change to a valid evaluation (harness.ts baseFiles) and
// the outcome it must have. Refusals must name the file (and line where there is one) and a fix; correct results
// are checked for the value that matters. Classes follow issue #10; the counts are printed by counts.test.ts.
import { expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { baseFiles, compareArgs, type Case } from './harness.js';

const F = baseFiles();
const text = (name: string) => F[name]!.toString();
const linesOf = (name: string) => text(name).split('\n').slice(0, -1);
const join1 = (ls: string[]) => ls.join('\n') + '\n';

/** The fixture's file `name` with line `i` (0-based) replaced. */
function replaceLine(name: string, i: number, line: string | Buffer): Record<string, Buffer> {
  const ls: Buffer[] = linesOf(name).map((l) => Buffer.from(l));
  ls[i] = Buffer.isBuffer(line) ? Buffer.from(line) : Buffer.from(line);
  return { [name]: Buffer.concat(ls.flatMap((l) => [l, Buffer.from('\n')])) };
}
function insertLine(name: string, i: number, line: string): Record<string, string> {
  const ls = linesOf(name);
  ls.splice(i, 0, line);
  return { [name]: join1(ls) };
}
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const json = (r: { stdout: string }) => JSON.parse(r.stdout) as Record<string, any>;
const compareJson = (d: string, ...more: string[]) => compareArgs(d, '--format', 'json', ...more);
const FAILS = { code: 1 } as const;

const cases: Case[] = [];
const add = (c: Case) => cases.push(c);

// ---------- encoding: one text rule for every file ----------
const BAD_BYTES: [string, number[]][] = [
  ['latin-1 é', [0xe9]],
  ['overlong', [0xc0, 0xaf]],
  ['surrogate', [0xed, 0xa0, 0x80]],
  ['beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ['lone continuation', [0x80]],
  ['0xFF', [0xff]],
  ['NUL', [0x00]],
];
const ENCODED_FILES: [string, number, (d: string) => string[], string][] = [
  ['qrels.txt', 2, (d) => compareArgs(d), 'qrels\\.txt:3:'],
  ['base.trec', 2, (d) => compareArgs(d), 'base\\.trec:3:'],
  ['cand.trec', 2, (d) => compareArgs(d), 'cand\\.trec:3:'],
  ['slices.tsv', 2, (d) => compareArgs(d), 'slices\\.tsv:3:'],
  ['queries.tsv', 2, (d) => compareArgs(d), 'queries\\.tsv:3:'],
  ['rankgate.yml', 1, (d) => compareArgs(d), 'rankgate\\.yml:2'],
];
for (const [file, line, argv, where] of ENCODED_FILES) {
  for (const [what, bytes] of BAD_BYTES) {
    const l = linesOf(file)[line];
    const cut = Math.min(l.length, 3 + line);
    add({
      cls: 'encoding',
      name: `${file} ${what}`,
      argv,
      files: replaceLine(
        file,
        line,
        Buffer.concat([Buffer.from(l.slice(0, cut)), Buffer.from(bytes), Buffer.from(l.slice(cut))]),
      ),
      expect: { refuse: new RegExp(`${where}.*(NUL byte|not valid UTF-8)`) },
    });
  }
  add({
    cls: 'encoding',
    name: `${file} with a UTF-8 BOM is read as without`,
    argv,
    files: { [file]: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text(file))]) },
    expect: FAILS,
  });
  add({
    cls: 'encoding',
    name: `${file} with CRLF line ends`,
    argv,
    files: { [file]: text(file).replace(/\n/g, '\r\n') },
    expect: FAILS,
  });
}

// ---------- run lines ----------
const BAD_SCORES = [
  'n/a',
  'inf',
  '-inf',
  'NaN',
  'Infinity',
  '0x1f',
  '1e400',
  '-1e400',
  '1,5',
  '1.2.3',
  '--1',
  '12abc',
  '1e',
  '.',
  '+-1',
  '1e+',
  '٣',
];
for (const s of BAD_SCORES) {
  add({
    cls: 'run lines',
    name: `score ${JSON.stringify(s)}`,
    files: replaceLine('cand.trec', 2, `q1 Q0 d1-3 3 ${s} cand`),
    expect: {
      refuse: new RegExp(`cand\\.trec:3:14: score "${esc(s)}" is not a number \\(write a finite decimal score`),
    },
  });
}
for (const [name, line, found] of [
  ['4 fields', 'q1 Q0 d1-3 3', 4],
  ['5 fields', 'q1 Q0 d1-3 3 8', 5],
  ['1 field', 'q1', 1],
  ['2 fields', 'q1 Q0', 2],
] as const) {
  add({
    cls: 'run lines',
    name,
    files: replaceLine('cand.trec', 2, line),
    expect: {
      refuse: new RegExp(
        `cand\\.trec:3:1: expected 6 fields "qid Q0 docid rank score tag", found ${found} \\(TREC run lines are`,
      ),
    },
  });
}
const sameAsFixture = (r: { stdout: string }) => {
  const rep = json(r);
  expect(rep.verdict.level).toBe('fail');
  expect(rep.slices.find((s: any) => s.name === 'type=b').measures['RR@10'].candidate).toBe(0.25);
};
add({
  cls: 'run lines',
  name: 'extra columns on every line are ignored (trec_eval results.trunc)',
  argv: (d) => compareJson(d),
  files: {
    'cand.trec': join1(linesOf('cand.trec').map((l, i) => `${l}${i % 2 ? '\tmore junk at end of lines' : ' x'}`)),
  },
  expect: { code: 1, check: sameAsFixture },
});
for (const rank of ['x', '-', '1.5', 'first', '1e400']) {
  add({
    cls: 'run lines',
    name: `rank column ${JSON.stringify(rank)} is ignored with one warning`,
    argv: (d) => compareJson(d),
    files: { 'cand.trec': join1(linesOf('cand.trec').map((l) => l.replace(/^(\S+ \S+ \S+) \d+/, `$1 ${rank}`))) },
    expect: {
      code: 1,
      check: (r) => {
        sameAsFixture(r);
        const w = json(r).warnings.filter((x: string) => /the rank column is ignored/.test(x));
        expect(w).toHaveLength(1);
        expect(w[0]).toMatch(/: 120 results have ranks that are not a whole number/);
      },
    },
  });
}
add({
  cls: 'run lines',
  name: 'a non-numeric rank under ties: rank is refused on its line',
  files: {
    'cand.trec': text('cand.trec').replace('q1 Q0 d1-1 1 ', 'q1 Q0 d1-1 one '),
    'rankgate.yml': text('rankgate.yml') + 'policy: { ties: rank }\n',
  },
  expect: { refuse: /cand\.trec:1: ties: rank needs a rank for every result/ },
});
for (const [name, files] of [
  [
    'blank lines at the start, between queries and at the end',
    { 'cand.trec': `\n\n${text('cand.trec').replace(/\n(q[2-9] Q0 \S+ 1 )/g, '\n\n   \n\t\n$1')}\n\n` },
  ],
  [
    'comments everywhere',
    {
      'cand.trec': `# head\n${text('cand.trec').replace(/\n(q[2-9] Q0 \S+ 1 )/g, '\n# between\n  # indented\n$1')}# tail\n`,
    },
  ],
  ['tabs and runs of blanks between fields', { 'cand.trec': text('cand.trec').replace(/ /g, ' \t ') }],
  [
    'scores with exponents, signs and 20 digits',
    { 'cand.trec': text('cand.trec').replace(/ (\d+) cand$/gm, (_m, s: string) => ` +${s}.000000000000000000 cand`) },
  ],
  ['no newline after the last line', { 'cand.trec': text('cand.trec').slice(0, -1) }],
  [
    'lines not grouped by query',
    { 'cand.trec': join1([...linesOf('cand.trec')].sort((a, b) => (a.split(' ')[2] < b.split(' ')[2] ? -1 : 1))) },
  ],
] as const) {
  add({ cls: 'run lines', name, argv: (d) => compareJson(d), files, expect: { code: 1, check: sameAsFixture } });
}

// ---------- duplicates, refused as they are read ----------
add({
  cls: 'duplicates',
  name: 'a repeated line is refused at its second occurrence',
  files: insertLine('cand.trec', 1, linesOf('cand.trec')[0]),
  expect: { refuse: /cand\.trec:2: document "d1-1" appears twice for query "q1" \(first at line 1\)/ },
});
add({
  cls: 'duplicates',
  name: 'a repeat far down an ungrouped file',
  files: { 'cand.trec': text('cand.trec') + 'q2 Q0 d2-0 99 1 cand\nq1 Q0 d1-1 99 1 cand\n' },
  expect: { refuse: /cand\.trec:121: document "d2-0" appears twice for query "q2" \(first at line 1[0-9]\)/ },
});
add({
  cls: 'duplicates',
  name: 'duplicates: first keeps the first and counts the rest',
  argv: (d) => compareJson(d),
  files: {
    ...insertLine('cand.trec', 1, linesOf('cand.trec')[0]),
    'rankgate.yml': text('rankgate.yml') + 'policy: { duplicates: first }\n',
  },
  expect: { code: 1, check: (r) => expect(json(r).inputs.candidate.duplicatesDropped).toBe(1) },
});
add({
  cls: 'duplicates',
  name: 'a judgment given twice',
  files: insertLine('qrels.txt', 5, 'q1 0 d1-0 1'),
  expect: { refuse: /qrels\.txt:6:\d+: duplicate judgment for query "q1", document "d1-0" \(first at line 1\)/ },
});

// ---------- qrels ----------
for (const [name, line, re] of [
  ['3 fields', 'q1 0 d1-2', /qrels\.txt:3:1: expected 4 fields "qid iter docid grade", found 3/],
  ['5 fields', 'q1 0 d1-2 0 extra', /qrels\.txt:3:1: expected 4 fields "qid iter docid grade", found more than 4/],
  ['grade x', 'q1 0 d1-2 x', /qrels\.txt:3:11: grade "x" is not a number/],
  ['grade inf', 'q1 0 d1-2 inf', /qrels\.txt:3:11: grade "inf" is not a number/],
  ['grade 0x1', 'q1 0 d1-2 0x1', /qrels\.txt:3:11: grade "0x1" is not a number/],
  ['grade 1e400', 'q1 0 d1-2 1e400', /qrels\.txt:3:11: grade "1e400" is not a number/],
  ['grade NaN', 'q1 0 d1-2 NaN', /qrels\.txt:3:11: grade "NaN" is not a number/],
] as const)
  add({ cls: 'qrels lines', name, files: replaceLine('qrels.txt', 2, line), expect: { refuse: re } });
add({
  cls: 'qrels lines',
  name: 'empty file',
  files: { 'qrels.txt': '' },
  expect: { refuse: /qrels\.txt: file is empty/ },
});
add({
  cls: 'qrels lines',
  name: 'comments only',
  files: { 'qrels.txt': '# x\n\n  \n' },
  expect: { refuse: /qrels\.txt: holds no judgments/ },
});
add({
  cls: 'qrels lines',
  name: 'decimal and negative grades are kept',
  argv: (d) => compareJson(d),
  files: {
    'qrels.txt': text('qrels.txt').replace('q1 0 d1-0 1', 'q1 0 d1-0 1.7').replace('q1 0 d1-1 0', 'q1 0 d1-1 -1'),
  },
  expect: { code: 1, check: (r) => expect(json(r).verdict.level).toBe('fail') },
});

// ---------- JSONL runs ----------
const jsonl = (map: (qid: string, docid: string, rank: number, score: number) => string) =>
  join1(
    linesOf('cand.trec').map((l) => {
      const [q, , d, r, s] = l.split(' ');
      return map(q, d, Number(r), Number(s));
    }),
  );
const jsonlRun = (body: string) => ({
  files: { 'cand.jsonl': body },
  argv: (d: string) => compareArgs(d, '--format', 'json').map((a) => a.replace(/cand\.trec$/, 'cand.jsonl')),
});
add({
  cls: 'jsonl',
  name: 'qid/docid',
  ...jsonlRun(jsonl((q, d, r, s) => JSON.stringify({ qid: q, docid: d, score: s, rank: r }))),
  expect: { code: 1, check: sameAsFixture },
});
add({
  cls: 'jsonl',
  name: 'ir_datasets keys query_id/doc_id',
  ...jsonlRun(jsonl((q, d, _r, s) => JSON.stringify({ query_id: q, doc_id: d, score: s }))),
  expect: { code: 1, check: sameAsFixture },
});
for (const [name, line, re] of [
  [
    'a duplicate key',
    '{"qid":"q1","docid":"d1-0","docid":"x","score":1}',
    /cand\.jsonl:3:\d+: is not valid JSON: the key "docid" appears twice/,
  ],
  ['score 1e400', '{"qid":"q1","docid":"d1-0","score":1e400}', /cand\.jsonl:3:1: score 1e400 is not a finite number/],
  [
    'score -1e400',
    '{"qid":"q1","docid":"d1-0","score":-1e400}',
    /cand\.jsonl:3:1: score -1e400 is not a finite number/,
  ],
  [
    'a lone surrogate',
    '{"qid":"q1","docid":"d\\udc00","score":1}',
    /cand\.jsonl:3:\d+: is not valid JSON: a lone surrogate escape/,
  ],
  [
    'nesting 100 deep',
    `{"qid":"q1","docid":"d1-0","score":1,"x":${'['.repeat(100)}${']'.repeat(100)}}`,
    /cand\.jsonl:3:\d+: is not valid JSON: nested deeper than 64 levels/,
  ],
  [
    'qid and query_id',
    '{"qid":"q1","query_id":"q1","docid":"d1-0","score":1}',
    /cand\.jsonl:3:1: both "qid" and "query_id" are given/,
  ],
  [
    'a tag with a space',
    '{"qid":"q1","docid":"d1-0","score":1,"tag":"a b"}',
    /cand\.jsonl:3:1: "tag" "a b" is not a run name: a non-empty string without spaces, or a number/,
  ],
  ['a score as text', '{"qid":"q1","docid":"d1-0","score":"1"}', /cand\.jsonl:3:1: score "1" is not a number/],
  ['no score', '{"qid":"q1","docid":"d1-0"}', /cand\.jsonl:3:1: "score" is missing/],
  [
    'a docid with a space',
    '{"qid":"q1","docid":"d 1","score":1}',
    /cand\.jsonl:3:1: "docid" must be a non-empty string without spaces/,
  ],
  [
    'a docid with U+2028',
    '{"qid":"q1","docid":"d\\u2028x","score":1}',
    /cand\.jsonl:3:1: "docid" must be a non-empty string without spaces/,
  ],
  [
    'a trailing comma',
    '{"qid":"q1","docid":"d1-0","score":1,}',
    /cand\.jsonl:3:\d+: is not valid JSON: expected a "key"/,
  ],
  ['NaN', '{"qid":"q1","docid":"d1-0","score":NaN}', /cand\.jsonl:3:\d+: is not valid JSON: expected a JSON value/],
  ['single quotes', "{'qid':'q1'}", /cand\.jsonl:3:\d+: is not valid JSON: expected a "key"/],
  [
    'a comment',
    '{"qid":"q1","docid":"d1-0","score":1} // x',
    /cand\.jsonl:3:\d+: is not valid JSON: text after the JSON value/,
  ],
  ['a leading zero', '{"qid":"q1","docid":"d1-0","score":01}', /cand\.jsonl:3:\d+: is not valid JSON/],
  [
    'a qid starting with #',
    '{"qid":"#q1","docid":"d1-0","score":1}',
    /cand\.jsonl:3:1: "qid" "#q1" starts with "#" \(query ids may not start with "#"/,
  ],
  [
    'a raw control character',
    '{"qid":"q1","docid":"d\u0001","score":1}',
    /cand\.jsonl:3:\d+: is not valid JSON: a raw control character/,
  ],
] as const) {
  const body = jsonl((q, d, r, s) => JSON.stringify({ qid: q, docid: d, score: s, rank: r })).split('\n');
  body.splice(2, 0, line);
  add({ cls: 'jsonl', name, ...jsonlRun(body.join('\n')), expect: { refuse: re } });
}
add({
  cls: 'jsonl',
  name: 'a JSON array instead of JSONL',
  ...jsonlRun(
    `[${jsonl((q, d, _r, s) => JSON.stringify({ qid: q, docid: d, score: s }))
      .trim()
      .split('\n')
      .join(',\n')}]\n`,
  ),
  expect: { refuse: /cand\.jsonl:1:1: is a JSON array, not JSONL/ },
});
const idCase = (name: string, qrels: string, run: string, check: (rep: Record<string, any>) => void): Case => ({
  cls: 'jsonl',
  name,
  files: { 'ids.qrels': qrels, 'ids.jsonl': run },
  argv: (d) => [
    'score',
    '--qrels',
    join(d, 'ids.qrels'),
    '--run',
    join(d, 'ids.jsonl'),
    '-m',
    'RR,NumRet,R@10',
    '--format',
    'json',
    '--per-query',
  ],
  expect: { code: 0, check: (r) => check(json(r)) },
});
add(
  idCase(
    'a numeric qid keeps every digit (9007199254740993)',
    '9007199254740993 0 d 1\n9007199254740992 0 d 1\n',
    '{"qid":9007199254740993,"docid":"d","score":1}\n',
    (rep) => {
      expect(rep.perQuery['9007199254740993'].RR).toBe(1);
      expect(rep.perQuery['9007199254740992'].RR).toBe(0);
    },
  ),
);
add(
  idCase(
    'a docid 1.0 stays "1.0", 1e2 stays "1e2"',
    'q 0 1.0 1\nq 0 100 1\n',
    '{"qid":"q","docid":1.0,"score":2}\n{"qid":"q","docid":1e2,"score":1}\n',
    (rep) => {
      expect(rep.perQuery.q.RR).toBe(1);
      expect(rep.means.NumRet).toBe(2);
      expect(rep.means['R@10']).toBe(0.5);
    },
  ),
);
add(
  idCase(
    'a query named __proto__ is a query like any other',
    '__proto__ 0 d 1\nconstructor 0 d 1\n',
    '{"qid":"__proto__","docid":"d","score":1}\n',
    (rep) => {
      expect(Object.hasOwn(rep.perQuery, '__proto__')).toBe(true);
      // biome-ignore lint/suspicious/noProto: the case is a query id spelled __proto__
      expect(rep.perQuery.__proto__.RR).toBe(1);
      expect(rep.perQuery.constructor.RR).toBe(0);
    },
  ),
);
add(
  idCase('a qid 007 is not 7', '007 0 d 1\n', '{"qid":7,"docid":"d","score":1}\n', (rep) => {
    expect(rep.queries.runOnly).toEqual(['7']);
    expect(rep.queries.missing).toEqual(['007']);
  }),
);

// ---------- slices ----------
for (const [name, body, re] of [
  [
    'a literal (unlabeled) value',
    'qid\ttype\nq1\t(unlabeled)\n',
    /slices\.tsv:2: the value "\(unlabeled\)" is reserved/,
  ],
  [
    '(unlabeled) among several values',
    'qid\ttype\nq1\ta;(unlabeled)\n',
    /slices\.tsv:2: the value "\(unlabeled\)" is reserved/,
  ],
  [
    'a query listed twice',
    'qid\ttype\nq1\ta\nq1\tb\n',
    /slices\.tsv:3:1: query "q1" is listed twice \(first at line 2\)/,
  ],
  ['a header without qid', 'query\ttype\nq1\ta\n', /slices\.tsv:1:1: the header must start with "qid"/],
  ['a dimension with a blank', 'qid\tmy type\nq1\ta\n', /slices\.tsv:1:2: dimension name "my type" must be letters/],
  ['a dimension with =', 'qid\ta=b\nq1\ta\n', /slices\.tsv:1:2: dimension name "a=b" must be letters/],
  ['a dimension named all', 'qid\tall\nq1\ta\n', /slices\.tsv:1: "all" is reserved/],
  ['too many cells', 'qid\ttype\nq1\ta\tb\n', /slices\.tsv:2: row has 3 cells but the header has 2/],
  ['a JSON array', '[{"qid":"q1","type":"a"}]\n', /slices\.tsv:1:1: is a JSON array, not JSONL/],
  [
    'a JSONL duplicate key',
    '{"qid":"q1","type":"a","type":"b"}\n',
    /slices\.tsv:1:\d+: is not valid JSON: the key "type" appears twice/,
  ],
  ['JSONL (unlabeled)', '{"qid":"q1","type":"(unlabeled)"}\n', /slices\.tsv:1: the value "\(unlabeled\)" is reserved/],
  [
    'JSONL qid and query_id',
    '{"qid":"q1","query_id":"q1","type":"a"}\n',
    /slices\.tsv:1:1: both "qid" and "query_id" are given/,
  ],
  ['an unclosed CSV quote', 'qid,type\nq1,"a\n', /slices\.tsv:2:\d+: unclosed quote/],
] as const)
  add({ cls: 'slices', name, files: { 'slices.tsv': body }, expect: { refuse: re } });
add({
  cls: 'slices',
  name: 'JSONL values written as numbers keep their text (1.10 is not 1.1)',
  argv: (d) => compareJson(d),
  files: {
    'slices.tsv': join1(
      linesOf('slices.tsv')
        .slice(1)
        .map((l) => {
          const [q, v] = l.split('\t');
          return `{"query_id":"${q}","ver":${v === 'a' ? '1.10' : '1.1'}}`;
        }),
    ),
  },
  expect: {
    code: 1,
    check: (r) =>
      expect(json(r).slices.map((s: any) => s.name)).toEqual(expect.arrayContaining(['ver=1.10', 'ver=1.1'])),
  },
});

// ---------- one glob: values with line terminators are still selected ----------
for (const [what, v] of [
  ['U+2028', 'b\u2028x'],
  ['U+2029', 'b\u2029x'],
  ['a bare CR', 'b\rx'],
  ['an escaped newline', 'b\nx'],
  ['U+0085', 'b\u0085x'],
] as const) {
  for (const selector of ['"*"', '"type=*"', '["type=b*"]']) {
    add({
      cls: 'glob',
      name: `${selector} selects a value holding ${what}`,
      argv: (d) => compareJson(d),
      files: {
        'slices.tsv': join1(
          linesOf('slices.tsv')
            .slice(1)
            .map((l) => {
              const [q, s] = l.split('\t');
              return JSON.stringify({ qid: q, type: s === 'b' ? v : 'a' });
            }),
        ),
        'rankgate.yml': text('rankgate.yml').replace('slices: "*"', `slices: ${selector}`),
      },
      expect: {
        code: 1,
        check: (r) => {
          const rep = json(r);
          const s = rep.slices.find((x: any) => x.name === `type=${v}`);
          expect(s.status).toBe('fail');
          expect(rep.verdict.level).toBe('fail');
        },
      },
    });
  }
}

// ---------- queries ----------
for (const [name, body, re] of [
  ['a line without a tab', 'q1 text\n', /queries\.tsv:1:1: expected "qid<TAB>text"/],
  ['a query given twice', 'q1\ta\nq1\tb\n', /queries\.tsv:2:1: query "q1" has two texts \(first at line 1\)/],
] as const)
  add({ cls: 'queries', name, files: { 'queries.tsv': body }, expect: { refuse: re } });
add({
  cls: 'queries',
  name: 'a header line and texts with markup are fine',
  files: { 'queries.tsv': `qid\ttext\n${text('queries.tsv').replace('query number 1\n', '<b>@x</b> | `y`\n')}` },
  expect: FAILS,
});

// ---------- the contract ----------
const contract = (extra: string) => ({ 'rankgate.yml': text('rankgate.yml') + extra });
for (const [name, extra, re] of [
  [
    'depth 0x10',
    'policy: { depth: 0x10 }\n',
    /rankgate\.yml:14:\d+: policy\.depth: "0x10" is not a plain decimal number \(write the number in decimal digits \(write 16/,
  ],
  [
    'depth 0o20',
    'policy: { depth: 0o20 }\n',
    /rankgate\.yml:14:\d+: policy\.depth: "0o20" is not a plain decimal number/,
  ],
  ['depth 010', 'policy: { depth: 010 }\n', /rankgate\.yml:14:\d+: policy\.depth: "010" is not a plain decimal number/],
  ['relevance .inf', 'relevance: .inf\n', /rankgate\.yml:14:\d+: relevance: ".inf" is not a plain decimal number/],
  ['relevance .NaN', 'relevance: .NaN\n', /rankgate\.yml:14:\d+: relevance: ".NaN" is not a plain decimal number/],
  ['relevance 1e400', 'relevance: 1e400\n', /rankgate\.yml:14:\d+: relevance: "1e400" is not a plain decimal number/],
  ['relevance -.inf', 'relevance: -.inf\n', /rankgate\.yml:14:\d+: relevance: "-.inf" is not a plain decimal number/],
  [
    'a tag !!js/function',
    'corpus: !!js/function "x"\n',
    /rankgate\.yml:14:\d+: the YAML tag "!!js\/function" is not allowed/,
  ],
  ['a tag !evil', 'corpus: !evil 3\n', /rankgate\.yml:14:\d+: the YAML tag "!evil" is not allowed/],
  ['a tag !!binary', 'corpus: !!binary aGk=\n', /rankgate\.yml:14:\d+: the YAML tag "!!binary" is not allowed/],
  [
    'a tag !!timestamp',
    'corpus: !!timestamp 2026-01-01\n',
    /rankgate\.yml:14:\d+: the YAML tag "!!timestamp" is not allowed/,
  ],
  ['a tag !!set', 'weights: !!set { a }\n', /rankgate\.yml:14:\d+: the YAML tag "!!set" is not allowed/],
  ['a tag on a key', '!x corpus: a\n', /rankgate\.yml:14:\d+: the YAML tag "!x" is not allowed/],
  ['a duplicate key', 'name: again\n', /rankgate\.yml:14:1: is not valid YAML: Map keys must be unique/],
  ['an unknown key', 'polcy: { ties: rank }\n', /rankgate\.yml:14: unknown key "polcy" \(did you mean "policy"\?\)/],
  ['a merge key', 'x: &x { ties: rank }\npolicy:\n  <<: *x\n', /rankgate\.yml:14: unknown key "x"/],
  [
    'a corpus with a line break',
    'corpus: "2026\\n# contract: fake"\n',
    /rankgate\.yml:14: corpus "2026\\u\{A\}# contract: fake" must be one line of visible text/,
  ],
  [
    'a corpus with a bidi override',
    'corpus: "a\\u202Eb"\n',
    /rankgate\.yml:14: corpus "a\\u\{202E\}b" must be one line of visible text/,
  ],
  ['a second YAML document', '---\nversion: 1\n', /rankgate\.yml:14:\d+: is not valid YAML/],
] as const)
  add({ cls: 'contract', name, files: contract(extra), expect: { refuse: re } });
add({
  cls: 'contract',
  name: 'an unknown measure',
  files: { 'rankgate.yml': text('rankgate.yml').replace('[RR@10, nDCG@10]', '[RR@10, nDGC@10]') },
  expect: { refuse: /rankgate\.yml:7: unknown or malformed measure "nDGC@10"/ },
});
for (const [name, body, re] of [
  ['an empty contract', '', /rankgate\.yml: file is empty|rankgate\.yml:1: must be a YAML mapping/],
  ['a list, not a mapping', '- a\n- b\n', /rankgate\.yml:1: must be a YAML mapping/],
  ['a NUL byte', 'version: 1\nname: a\u0000b\n', /rankgate\.yml:2: holds a NUL byte/],
  [
    'a contract over 1 MiB',
    `${text('rankgate.yml')}${'#'.repeat(1 << 20)}\n`,
    /rankgate\.yml: is \d+ bytes; a contract may be at most 1048576 bytes/,
  ],
  [
    'an alias bomb',
    [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9)
            .fill('*' + String.fromCharCode(97 + i))
            .join(', ')}]`,
      ),
    ].join('\n') + '\n',
    /rankgate\.yml:4: expands YAML aliases more than 100 times/,
  ],
] as const)
  add({ cls: 'contract', name, files: { 'rankgate.yml': body }, expect: { refuse: re } });
for (const [written, value] of [
  ['1.10', '1.10'],
  ['007', '007'],
  ['0x1F', '0x1F'],
  ['1e3', '1e3'],
  ['true', 'true'],
  ['"1.10"', '1.10'],
] as const) {
  add({
    cls: 'contract',
    name: `corpus: ${written} is the text "${value}"`,
    files: contract(`corpus: ${written}\n`),
    argv: (d) => ['contract', '--contract', join(d, 'rankgate.yml'), '--resolved'],
    expect: { code: 0, check: (r) => expect((parseYaml(r.stdout) as { corpus: unknown }).corpus).toBe(value) },
  });
}
add({
  cls: 'contract',
  name: 'a run declaring corpus 1.10 matches a contract pinning 1.10',
  files: { ...contract('corpus: 1.10\n'), 'cand.trec': `# corpus: 1.10\n${text('cand.trec')}` },
  expect: FAILS,
});
add({
  cls: 'contract',
  name: 'every problem at once (validate): unknown measure, bad policy value, missing judgments',
  files: {
    'rankgate.yml':
      text('rankgate.yml')
        .replace('judgments: qrels.txt', 'judgments: missing.txt')
        .replace('[RR@10, nDCG@10]', '[RR@10, nDCG@10, nDGC@5]') + 'policy: { ties: random }\n',
  },
  argv: (d) => ['validate', '--contract', join(d, 'rankgate.yml')],
  expect: {
    code: 2,
    check: (r) => {
      const problems = r.stdout.split('\n').filter((l) => l.startsWith('✖'));
      expect(problems).toHaveLength(3);
      expect(problems[0]).toMatch(/rankgate\.yml:7: unknown or malformed measure "nDGC@5"/);
      expect(problems[1]).toMatch(/rankgate\.yml:14: policy\.ties: must be one of/);
      expect(problems[2]).toMatch(/missing\.txt: file not found/);
    },
  },
});
add({
  cls: 'contract',
  name: "validate: a slices file that labels nothing (init's template)",
  files: {
    'slices.tsv': `qid\ttype\n${linesOf('slices.tsv')
      .slice(1)
      .map((l) => `${l.split('\t')[0]}\t`)
      .join('\n')}\n`,
  },
  argv: (d) => ['validate', '--contract', join(d, 'rankgate.yml')],
  expect: { refuse: /slices\.tsv: labels no query: every value cell is empty/, stream: 'stdout' },
});
add({
  cls: 'contract',
  name: 'validate: one column that labels nothing',
  files: { 'slices.tsv': join1(linesOf('slices.tsv').map((l, i) => `${l}\t${i === 0 ? 'lang' : ''}`)) },
  argv: (d) => ['validate', '--contract', join(d, 'rankgate.yml')],
  expect: { refuse: /slices\.tsv: the column "lang" gives no query a value/, stream: 'stdout' },
});

// ---------- paths from the contract stay in the repository ----------
const outside = (d: string) => {
  const p = join(dirname(d), 'outside-secret.txt');
  writeFileSync(p, text('qrels.txt'));
  mkdirSync(join(dirname(d), 'outside-dir'), { recursive: true });
  writeFileSync(join(dirname(d), 'outside-dir', 'f.txt'), text('qrels.txt'));
  return p;
};
for (const key of ['judgments', 'slices', 'queries', 'baseline'] as const) {
  const current = { judgments: 'qrels.txt', slices: 'slices.tsv', queries: 'queries.tsv', baseline: 'base.trec' }[key];
  const line = { judgments: 3, slices: 5, queries: 6, baseline: 4 }[key];
  const set = (v: string) => ({ 'rankgate.yml': text('rankgate.yml').replace(`${key}: ${current}`, `${key}: ${v}`) });
  const forms: [string, string, ((d: string) => void) | undefined, string][] = [
    ['../', '../outside-secret.txt', outside, 'resolves outside'],
    ['an absolute path', '/etc/hostname', undefined, 'resolves outside'],
    ['a symlink to a file outside', 'link.txt', (d) => symlinkSync(outside(d), join(d, 'link.txt')), 'is a link to'],
    [
      'a path through a linked folder',
      'linked/f.txt',
      (d) => {
        outside(d);
        symlinkSync(join(dirname(d), 'outside-dir'), join(d, 'linked'));
      },
      'is a link to',
    ],
  ];
  for (const [form, value, prepare, how] of forms) {
    add({
      cls: 'workspace',
      name: `${key}: ${form}`,
      files: set(value),
      prepare,
      expect: {
        refuse: new RegExp(
          `rankgate\\.yml:${line}: ${key} \\(${esc(value)}\\) ${how} .*the repository the contract is in .*\\(give a path inside the repository, relative to the contract; or widen the root with --root DIR\\)$`,
        ),
      },
    });
  }
  add({
    cls: 'workspace',
    name: `validate names ${key} outside`,
    files: set('../outside-secret.txt'),
    prepare: outside,
    argv: (d) => ['validate', '--contract', join(d, 'rankgate.yml')],
    expect: {
      refuse: new RegExp(`rankgate\\.yml:${line}: ${key} \\(\\.\\./outside-secret\\.txt\\) resolves outside`),
      stream: 'stdout',
    },
  });
}
add({
  cls: 'workspace',
  name: 'score --contract with judgments outside',
  files: { 'rankgate.yml': text('rankgate.yml').replace('judgments: qrels.txt', 'judgments: ../outside-secret.txt') },
  prepare: outside,
  argv: (d) => ['score', '--contract', join(d, 'rankgate.yml'), '--run', join(d, 'cand.trec')],
  expect: { refuse: /rankgate\.yml:3: judgments \(\.\.\/outside-secret\.txt\) resolves outside/ },
});
add({
  cls: 'workspace',
  name: 'baseline with judgments outside',
  files: { 'rankgate.yml': text('rankgate.yml').replace('judgments: qrels.txt', 'judgments: ../outside-secret.txt') },
  prepare: outside,
  argv: (d) => [
    'baseline',
    '--contract',
    join(d, 'rankgate.yml'),
    '--run',
    join(d, 'cand.trec'),
    '--commit',
    'abcdef1',
    '--date',
    '2026-01-01',
  ],
  expect: { refuse: /rankgate\.yml:3: judgments \(\.\.\/outside-secret\.txt\) resolves outside/ },
});
add({
  cls: 'workspace',
  name: '--root widens the root on purpose',
  files: { 'rankgate.yml': text('rankgate.yml').replace('judgments: qrels.txt', 'judgments: ../outside-secret.txt') },
  prepare: outside,
  argv: (d) => [...compareArgs(d), '--root', dirname(d)],
  expect: FAILS,
});

// ---------- flags: numbers in plain decimal, measures as written ----------
const score = (d: string, ...more: string[]) => [
  'score',
  '--qrels',
  join(d, 'qrels.txt'),
  '--run',
  join(d, 'cand.trec'),
  ...more,
];
for (const v of ['0x10', '010', '1e3', '-5', '0', '1.5', '99999999999999999999', '', ' ', 'Infinity', '1_000', '+5']) {
  add({
    cls: 'flags',
    name: `--depth ${JSON.stringify(v)}`,
    argv: (d) => score(d, `--depth=${v}`),
    expect: { refuse: new RegExp(`--depth must be a whole number >= 1 in decimal digits, got "${esc(v)}"`) },
  });
}
for (const v of ['0b10', '0x1', 'Infinity', 'NaN', '', 'high', '1e400', '.5']) {
  add({
    cls: 'flags',
    name: `--relevance ${JSON.stringify(v)}`,
    argv: (d) => score(d, `--relevance=${v}`),
    expect: { refuse: new RegExp(`--relevance must be a plain decimal number, got "${esc(v)}"`) },
  });
}
for (const [m, re] of [
  ['', /-m "" names an empty measure/],
  [',', /-m "," names an empty measure/],
  ['P@5,', /-m "P@5," names an empty measure/],
  [
    'P(rel=1e400)@5',
    /unknown or malformed measure "P\(rel=1e400\)@5": rel must be a plain decimal number \(e\.g\. 0\.8 or 2\), got "1e400"/,
  ],
  [
    'P(rel=0x2)@5',
    /unknown or malformed measure "P\(rel=0x2\)@5": rel must be a plain decimal number \(e\.g\. 0\.8 or 2\), got "0x2"/,
  ],
  ['P(rel=Infinity)@5', /rel must be a plain decimal number \(e\.g\. 0\.8 or 2\), got "Infinity"/],
  [
    'P@99999999999999999999',
    /unknown or malformed measure "P@99999999999999999999": the cutoff 99999999999999999999 is out of range: it must be a whole number from 1 to 9007199254740991/,
  ],
  ['P@0', /the cutoff 0 is out of range: it must be a whole number from 1/],
  ['nDCG(gains={0:0,1:0x1})@10', /gains entry "1:0x1" must be grade:gain with plain decimal numbers/],
  ['nDCG(gains={0:0,1:1e400})@10', /gains entry "1:1e400" must be grade:gain with plain decimal numbers/],
] as const)
  add({
    cls: 'flags',
    name: `-m ${JSON.stringify(m)}`,
    argv: (d) => score(d, `--measure=${m}`),
    expect: { refuse: re },
  });
for (const [name, more, check] of [
  [
    '-m nDCG(gains={0:0,1:1,2:3})@10 (commas inside)',
    ['-m', 'nDCG(gains={0:0,1:1,2:3})@10,RR@10', '--format', 'json'],
    (rep: any) => expect(Object.keys(rep.means)).toEqual(['nDCG(gains={0:0,1:1,2:3})@10', 'RR@10']),
  ],
  ['--depth 100', ['--depth', '100', '--format', 'json'], (rep: any) => expect(rep.policy.depth).toBe(100)],
  ['--relevance 1.5', ['--relevance', '1.5', '--format', 'json'], (rep: any) => expect(rep.relevance).toBe(1.5)],
] as const)
  add({ cls: 'flags', name, argv: (d) => score(d, ...more), expect: { code: 0, check: (r) => check(json(r)) } });

// ---------- baseline provenance ----------
const baselineArgs = (d: string, ...more: string[]) => [
  'baseline',
  '--contract',
  join(d, 'rankgate.yml'),
  '--run',
  join(d, 'cand.trec'),
  '--out',
  join(d, 'new.trec'),
  ...more,
];
for (const c of ['abc1234\n# corpus: evil', 'not-hex!', 'abc', '', 'abc 1234', 'abc1234\r']) {
  add({
    cls: 'baseline',
    name: `--commit ${JSON.stringify(c)}`,
    argv: (d) => baselineArgs(d, '--commit', c, '--date', '2026-01-01'),
    expect: { refuse: /--commit ".*" is not a commit id \(give the commit as hex digits/ },
  });
}
for (const date of [
  '2026-13-45',
  '2026-02-30',
  '2026-11-02\nq1 Q0 evil 1 99 x',
  '2026-11-02T24:00:00Z',
  'yesterday',
  '2026-1-2',
  '2025-02-29',
  '2026-11-02T10:61',
]) {
  add({
    cls: 'baseline',
    name: `--date ${JSON.stringify(date)}`,
    argv: (d) => baselineArgs(d, '--commit', 'abcdef1', '--date', date),
    expect: { refuse: /--date ".*" is not an ISO 8601 date \(e\.g\. --date 2026-11-02/ },
  });
}
add({
  cls: 'baseline',
  name: 'valid provenance gives exactly the header lines',
  argv: (d) => baselineArgs(d, '--commit', '0123abc', '--date', '2024-02-29T23:59:59+05:30'),
  expect: {
    code: 0,
    check: (_r, d) => {
      const head = readFileSync(join(d, 'new.trec'), 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('#'));
      expect(head.filter((l) => /^# (commit|date):/.test(l))).toEqual([
        '# commit: 0123abc',
        '# date: 2024-02-29T23:59:59+05:30',
      ]);
    },
  },
});

// ---------- output paths ----------
add({
  cls: 'outputs',
  name: 'compare --out names a file',
  prepare: (d) => writeFileSync(join(d, 'out'), 'x'),
  argv: (d) => compareArgs(d, '--out', join(d, 'out')),
  expect: { refuse: /--out .*out is a file, not a folder/ },
});
add({
  cls: 'outputs',
  name: 'compare --out under a file',
  prepare: (d) => writeFileSync(join(d, 'out'), 'x'),
  argv: (d) => compareArgs(d, '--out', join(d, 'out', 'sub')),
  expect: { refuse: /--out .*out\/sub: cannot create the folder \(a file is in the way/ },
});
add({
  cls: 'outputs',
  name: 'baseline --out names a folder',
  prepare: (d) => mkdirSync(join(d, 'dir')),
  argv: (d) => [
    ...baselineArgs(d, '--commit', 'abcdef1', '--date', '2026-01-01').slice(0, -6),
    '--out',
    join(d, 'dir'),
    '--commit',
    'abcdef1',
    '--date',
    '2026-01-01',
  ],
  expect: { refuse: /--out .*dir is a folder, not a file/ },
});
add({
  cls: 'outputs',
  name: 'baseline --out under a file',
  prepare: (d) => writeFileSync(join(d, 'f'), 'x'),
  argv: (d) => [
    ...baselineArgs(d).slice(0, -2),
    '--out',
    join(d, 'f', 'b.trec'),
    '--commit',
    'abcdef1',
    '--date',
    '2026-01-01',
  ],
  expect: { refuse: /--out .*f: cannot create the folder \(a file is in the way|--out .*f is a file, not a folder/ },
});
add({
  cls: 'outputs',
  name: 'init --dir names a file',
  prepare: (d) => writeFileSync(join(d, 'file'), 'x'),
  argv: (d) => ['init', '--dir', join(d, 'file')],
  expect: { refuse: /--dir .*file is a file, not a folder/ },
});

// ---------- files that are not regular files ----------
const fifo = (d: string, name: string) => execFileSync('mkfifo', [join(d, name)]);
add({
  cls: 'file kinds',
  name: 'the run is a FIFO',
  prepare: (d) => fifo(d, 'pipe.trec'),
  argv: (d) => ['compare', '--contract', join(d, 'rankgate.yml'), '--run', join(d, 'pipe.trec')],
  expect: { refuse: /pipe\.trec: is a named pipe \(FIFO\), not a regular file/ },
});
add({
  cls: 'file kinds',
  name: 'the judgments are a FIFO',
  files: { 'qrels.txt': null },
  prepare: (d) => fifo(d, 'qrels.txt'),
  expect: { refuse: /qrels\.txt: is a named pipe \(FIFO\)/ },
});
add({
  cls: 'file kinds',
  name: 'the slices are a FIFO',
  files: { 'slices.tsv': null },
  prepare: (d) => fifo(d, 'slices.tsv'),
  expect: { refuse: /slices\.tsv: is a named pipe \(FIFO\)/ },
});
add({
  cls: 'file kinds',
  name: 'the contract is a FIFO',
  files: { 'rankgate.yml': null },
  prepare: (d) => fifo(d, 'rankgate.yml'),
  expect: { refuse: /rankgate\.yml: is a named pipe \(FIFO\)/ },
});
add({
  cls: 'file kinds',
  name: 'the run is /dev/zero',
  argv: (d) => ['compare', '--contract', join(d, 'rankgate.yml'), '--run', '/dev/zero'],
  expect: { refuse: /\/dev\/zero: is a device, not a regular file/ },
});
add({
  cls: 'file kinds',
  name: 'the run is /dev/null',
  argv: (d) => ['score', '--qrels', join(d, 'qrels.txt'), '--run', '/dev/null'],
  expect: { refuse: /\/dev\/null: is a device, not a regular file/ },
});
add({
  cls: 'file kinds',
  name: 'the run is a folder',
  prepare: (d) => mkdirSync(join(d, 'runs')),
  argv: (d) => ['compare', '--contract', join(d, 'rankgate.yml'), '--run', join(d, 'runs')],
  expect: { refuse: /runs: is a directory, not a file/ },
});

// ---------- messages stay short ----------
add({
  cls: 'messages',
  name: 'a 500 KB score field is quoted in 80 characters',
  files: replaceLine('cand.trec', 2, `q1 Q0 d1-3 3 ${'x'.repeat(500_000)} cand`),
  expect: { refuse: /cand\.trec:3:14: score "x{80}"… \(500000 characters\) is not a number/ },
});
add({
  cls: 'messages',
  name: 'an id with an ANSI escape is quoted visibly',
  files: {
    'cand.trec': text('cand.trec').replace(
      'q1 Q0 d1-1 1 10 cand\n',
      'q1 Q0 d\u001b[2Jx 1 10 cand\nq1 Q0 d\u001b[2Jx 2 10 cand\n',
    ),
  },
  expect: { refuse: /cand\.trec:2: document "d\\u\{1B\}\[2Jx" appears twice for query "q1" \(first at line 1\)/ },
});
add({
  cls: 'messages',
  name: 'a duplicate of a bidi id is named visibly',
  files: { 'cand.trec': text('cand.trec').replace(/d1-0/g, 'd1-\u202e0') + 'q1 Q0 d1-\u202e0 11 0 cand\n' },
  expect: { refuse: /document "d1-\\u\{202E\}0" appears twice/ },
});

add({
  cls: 'messages',
  name: 'a rule naming no slice lists slice names visibly (no escape sequence, no line break)',
  files: {
    'slices.tsv': join1(
      linesOf('slices.tsv')
        .slice(1)
        .map((l) => {
          const [q, v] = l.split('\t');
          return JSON.stringify({ qid: q, type: v === 'b' ? 'b\u001b[31m\nx' : v });
        }),
    ),
    'rankgate.yml': text('rankgate.yml').replace('slices: "*"', 'slices: [type=zzz]'),
  },
  expect: {
    refuse: /names slice "type=zzz", which matches no slice of judged queries .*type=b\\u\{1B\}\[31m\\u\{A\}x/,
  },
});
add({
  cls: 'messages',
  name: 'a rule naming no slice among 2,000 lists 20 of them',
  files: {
    'slices.tsv': join1([
      'qid\ttag',
      ...Array.from(
        { length: 12 },
        (_, i) => `q${i + 1}\t${Array.from({ length: 170 }, (_, k) => `t${i}-${k}`).join(';')}`,
      ),
    ]),
    'rankgate.yml': text('rankgate.yml').replace('slices: "*"', 'slices: [tag=zzz]'),
  },
  expect: { refuse: /names slice "tag=zzz".*, … and \d+ more\)$/ },
});

export const CASES: readonly Case[] = cases;
