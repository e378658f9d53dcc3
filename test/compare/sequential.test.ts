// The early-stopping rule of a Monte Carlo p-value: when it stops, and that the full run would have agreed.
import { describe, expect, it } from 'vitest';
import { fullRunBand, looks, mayStop, STOP_RISK, STOP_TOLERANCE } from '../../src/compare/sequential.js';
import { Rng } from '../../src/compare/stats.js';

describe('looks', () => {
  it('looks at N/16, N/8, N/4 and N/2, none on fewer than 200 draws', () => {
    expect(looks(10_000)).toEqual([625, 1250, 2500, 5000]);
    expect(looks(1000)).toEqual([250, 500]);
    expect(looks(300)).toEqual([]);
  });
});

describe('mayStop', () => {
  it('stops a clear p once the full run is pinned within the tolerance, not before', () => {
    // No extreme draw in 2,500 of 10,000: the full run's p lies in [1/10001, 0.0060] (Chernoff bounds at
    // δ′ = 1e-3/16); the p shown, 1/2501 = 0.0004, is within 0.01 of all of it and below 0.05.
    const [lo, hi] = fullRunBand(0, 2500, 10_000);
    expect(lo).toBe(1 / 10_001);
    expect(hi).toBeCloseTo(0.00604, 5);
    expect(mayStop(0, 2500, 10_000, 0.05)).toBe(true);
    // At 1,250 the band reaches 0.0111, 0.0103 above the p shown (1/1251): past the tolerance, so it draws on.
    expect(fullRunBand(0, 1250, 10_000)[1]).toBeCloseTo(0.01111, 4);
    expect(mayStop(0, 1250, 10_000, 0.05)).toBe(false);
    // The mirror: every draw as extreme (p near 1) stops at 2,500 too.
    expect(mayStop(2500, 2500, 10_000, 0.05)).toBe(true);
  });

  it('never stops a p whose band straddles alpha, however many draws', () => {
    for (const r of looks(10_000)) {
      for (let c = Math.floor(0.04 * r); c <= Math.ceil(0.06 * r); c++) expect(mayStop(c, r, 10_000, 0.05)).toBe(false);
    }
  });

  it('a stopped p agrees with the full run (same side of alpha, within the tolerance) in simulation', () => {
    // For true p-values from clear to borderline, draw the full 10,000 Bernoulli outcomes of each run, stop at the first
    // look the rule allows, and compare with the run's full count. The rule's risk is at most 1e-3 per p, so 1,000 runs
    // per true p would show about one disagreement at worst; the Chernoff bounds are conservative and show none.
    const N = 10_000;
    const rng = new Rng(20261202);
    let disagreements = 0;
    let runs = 0;
    const meanDraws: Record<string, number> = {};
    for (const p of [0.0005, 0.004, 0.03, 0.045, 0.08, 0.5, 0.999]) {
      let drawsSum = 0;
      for (let k = 0; k < 400; k++) {
        const at = looks(N);
        let count = 0;
        let stopped: number | null = null;
        let drawn = N;
        for (let r = 0; r < N; r++) {
          if (rng.next() < p) count++;
          if (stopped === null && at.includes(r + 1) && mayStop(count, r + 1, N, 0.05)) {
            stopped = (count + 1) / (r + 2);
            drawn = r + 1;
          }
        }
        const full = (count + 1) / (N + 1);
        drawsSum += drawn;
        runs++;
        if (stopped !== null && (Math.abs(stopped - full) > STOP_TOLERANCE || stopped <= 0.05 !== full <= 0.05))
          disagreements++;
      }
      meanDraws[p] = drawsSum / 400;
    }
    expect(disagreements).toBeLessThanOrEqual(Math.ceil(runs * STOP_RISK));
    // What stopping saves: a clear p stops at the third or fourth look; a borderline or middling one never stops.
    // (Seeded, so these are fixed: 2,500 / 4,406 / 10,000 … / 2,512.5 mean draws.)
    expect(meanDraws['0.0005']).toBe(2500);
    expect(meanDraws['0.004']).toBeLessThan(5000);
    expect(meanDraws['0.999']).toBeLessThan(2600);
    expect(meanDraws['0.045']).toBe(N);
    expect(meanDraws['0.5']).toBe(N);
  });
});
