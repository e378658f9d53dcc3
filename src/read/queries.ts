import { InputError, quote } from '../errors.js';
import { readLines, isBlank, isComment, checkBlankRun, type FileFacts } from './lines.js';
import { LIMITS, type Limits } from './limits.js';

/** Query texts, only used to make reports readable. */
export interface QueryTexts {
  facts: FileFacts;
  texts: Map<string, string>;
}

/** Reads `qid<TAB>text` lines; a first line `qid<TAB>text` is taken as a header. */
export async function readQueries(path: string, label = path, limits: Readonly<Limits> = LIMITS): Promise<QueryTexts> {
  const texts = new Map<string, string>();
  const lines = new Map<string, number>();
  let first = true;
  let lastData = 0;
  const facts = await readLines(
    path,
    (buf, s, e, lineNo) => {
      if (isBlank(buf, s, e) || isComment(buf, s, e)) {
        checkBlankRun(label, lineNo, lastData, limits);
        return;
      }
      lastData = lineNo;
      const line = buf.toString('utf8', s, e);
      const tab = line.indexOf('\t');
      if (tab < 1) {
        throw new InputError(
          'expected "qid<TAB>text"',
          { file: label, line: lineNo, column: 1 },
          'separate the query id and its text with one tab',
        );
      }
      const qid = line.slice(0, tab).trim();
      const text = line.slice(tab + 1).trim();
      if (first && qid.toLowerCase() === 'qid' && /^(text|query)$/i.test(text)) {
        first = false;
        return;
      }
      first = false;
      const prev = lines.get(qid);
      if (prev !== undefined) {
        throw new InputError(
          `query ${quote(qid)} has two texts (first at line ${prev})`,
          { file: label, line: lineNo, column: 1 },
          'keep one line per query',
        );
      }
      lines.set(qid, lineNo);
      texts.set(qid, text);
    },
    { label, limits },
  );
  return { facts, texts };
}
