import { readQrels } from '../read/qrels.js';

/** A judgments file as `qid\0docid` → grade: what the goalposts diff compares and the to-judge list is checked against. */
export async function judgmentMap(path: string, label: string): Promise<Map<string, number>> {
  const q = await readQrels(path, label);
  const out = new Map<string, number>();
  for (const [qid, j] of q.queries) j.docids.forEach((d, i) => out.set(`${qid}\u0000${d}`, j.grades[i]));
  return out;
}
