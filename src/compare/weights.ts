import type { Contract } from '../contract/schema.js';
import { InputError } from '../errors.js';
import type { Cell } from './schema.js';

/** A slice as the report shows it: its name, and its measures' cells (none for a blind held-out slice). */
interface ShownSlice {
  name: string;
  measures: Record<string, Cell | undefined>;
}

/** The contract's slice weights applied to slice means: Σ w·mean / Σ w, next to the plain mean over queries. */
export function weightedOverall(
  contract: Contract,
  slices: readonly ShownSlice[],
  measures: readonly string[],
  file: string,
): Record<string, { baseline: number; candidate: number; delta: number }> | null {
  if (!contract.weights) return null;
  const entries = Object.entries(contract.weights).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const out: Record<string, { baseline: number; candidate: number; delta: number }> = {};
  for (const m of measures) {
    let wsum = 0;
    let b = 0;
    let c = 0;
    for (const [name, w] of entries) {
      const s = slices.find((x) => x.name === name);
      if (!s)
        throw new InputError(
          `weights names slice "${name}", which no judged query belongs to`,
          { file },
          `slices are: ${slices.map((x) => x.name).join(', ')}`,
        );
      const cell = s.measures[m];
      if (!cell)
        throw new InputError(
          `weights names the blind held-out slice "${name}"`,
          { file },
          'weights apply to visible slices only',
        );
      wsum += w;
      b += w * cell.baseline;
      c += w * cell.candidate;
    }
    if (wsum === 0) throw new InputError('weights sum to 0', { file }, 'give at least one slice a positive weight');
    out[m] = { baseline: b / wsum, candidate: c / wsum, delta: (c - b) / wsum };
  }
  return out;
}
