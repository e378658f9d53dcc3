// The in-process adversarial corpus (corpus.ts): every case is laid out as files, run through the CLI's main() and
// must end as it says: a clean refusal (exit 2, one line naming the file and line, with the fix) or a correct result.
import { describe, it, afterAll } from 'vitest';
import { CASES } from './corpus.js';
import { cleanUp, runCase } from './harness.js';

afterAll(cleanUp);

const classes = [...new Set(CASES.map((c) => c.cls))];
for (const cls of classes) {
  describe(`adversarial: ${cls}`, () => {
    for (const c of CASES.filter((x) => x.cls === cls)) {
      it(c.name, async () => {
        await runCase(c);
      });
    }
  });
}
