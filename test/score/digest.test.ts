// Runs scored in workers are hashed after the statistics (score/parallel.ts completeDigests): the digest must be the
// file's sha256, and a file whose size changed in between is refused rather than reported with a wrong hash.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import { readQrels } from '../../src/read/qrels.js';
import { scoreRunPart, type ScoredRun } from '../../src/score/evaluate.js';
import { applyDigests, completeDigests, digestFiles, digestsToTake } from '../../src/score/parallel.js';
import { fileDigest } from '../../src/read/lines.js';
import { parseMeasures } from '../../src/measures/parse.js';
import { DEFAULT_POLICY } from '../../src/contract/policy.js';
import { InputError } from '../../src/errors.js';
import { qrelsText, runText, useTmp } from './helpers.js';

const tmp = useTmp();
const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

async function unhashed(): Promise<{ run: ScoredRun; path: string }> {
  const qrels = await readQrels(
    tmp.file(
      'q.txt',
      qrelsText([
        ['q1', 'd1', 1],
        ['q2', 'd2', 2],
      ]),
    ),
  );
  const path = tmp.file(
    'r.trec',
    runText([
      ['q1', 'd1', 2],
      ['q1', 'd3', 1],
      ['q2', 'd2', 1],
    ]),
  );
  const plan = { measures: parseMeasures(['nDCG@10']), relevance: 1, policy: DEFAULT_POLICY, keep: 10 };
  return { run: await scoreRunPart(path, qrels, plan, 'r.trec', undefined, false), path };
}

describe('hashing a run after scoring it', () => {
  it('fileDigest is the sha256 and size of the file as stored', () => {
    const p = tmp.file('x.txt', 'a b c\n'.repeat(300_000));
    expect(fileDigest(p)).toEqual({ sha256: sha(p), bytes: 1_800_000 });
  });

  it('a run read without hashing gets its sha256 filled in, in this thread when no worker is waiting', async () => {
    const { run, path } = await unhashed();
    expect(run.read.facts.sha256).toBe('');
    await completeDigests([run], [path], null);
    expect(run.read.facts.sha256).toBe(sha(path));
  });

  it('a file that grew between scoring and hashing is refused, naming it', async () => {
    const { run, path } = await unhashed();
    appendFileSync(path, 'q2 Q0 d9 2 0.5 test\n');
    const err = await completeDigests([run], [path], null).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).format()).toMatch(/^r\.trec: changed while rankgate read it \(\d+ bytes, then \d+\)/);
  });

  it('a digest taken by whichever thread got free first goes to the runs that lacked one, checked the same way', async () => {
    // The statistics' queue hands the digest to either thread: the paths it is given, and its answer applied here.
    const { run, path } = await unhashed();
    const hashed = (await unhashed()).run;
    hashed.read.facts = { ...hashed.read.facts, sha256: 'f'.repeat(64) };
    const paths = digestsToTake([hashed, run], ['other.trec', path]);
    expect(paths).toEqual([{ path, label: 'r.trec' }]);
    applyDigests([hashed, run], digestFiles(paths));
    expect(run.read.facts.sha256).toBe(sha(path));
    expect(hashed.read.facts.sha256).toBe('f'.repeat(64));
    // An answer that could not read the file is the input error the reading thread met, naming the file.
    const gone = await unhashed();
    rmSync(gone.path);
    const err = (() => {
      try {
        applyDigests([gone.run], digestFiles(digestsToTake([gone.run], [gone.path])));
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).format()).toMatch(/^r\.trec: /);
  });
});
