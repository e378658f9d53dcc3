// The size of the adversarial suite, per class (the issue asks for at least 300 generated cases across the classes).
import { describe, it, expect } from 'vitest';
import { CASES } from './corpus.js';
import { PAYLOADS } from '../report/hostile.js';
import { BOMBS as BOMB_LIST } from './bombs.js';

// The other files' case lists, counted without running them (importing a test file would register its tests here).
const RENDER = PAYLOADS.length * 3; // render.test.ts: every payload in three wrappers
const BOMBS = BOMB_LIST.length; // bombs.test.ts
const ACTION = 8; // action.test.ts (its it() blocks, the event-file one three times)

describe('adversarial suite size', () => {
  it('has at least 300 cases, in every class of issue #10', () => {
    const per = new Map<string, number>();
    for (const c of CASES) per.set(c.cls, (per.get(c.cls) ?? 0) + 1);
    per.set('markdown injection (render.test.ts)', RENDER);
    per.set('resource bombs (bombs.test.ts, child processes)', BOMBS);
    per.set('action faults (action.test.ts, child processes)', ACTION);
    const total = [...per.values()].reduce((a, b) => a + b, 0);
    console.log(
      `adversarial cases per class:\n${[...per].map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n  total: ${total}`,
    );
    expect(total).toBeGreaterThanOrEqual(300);
    for (const cls of [
      'encoding',
      'run lines',
      'duplicates',
      'qrels lines',
      'jsonl',
      'slices',
      'glob',
      'queries',
      'contract',
      'workspace',
      'flags',
      'baseline',
      'outputs',
      'file kinds',
      'messages',
    ]) {
      expect(per.get(cls), cls).toBeGreaterThan(0);
    }
  });
});
