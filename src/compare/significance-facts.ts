import type { Contract } from '../contract/schema.js';

/** The significance settings the report records (the defaults it shows when the gate tests none). */
export function significanceFacts(contract: Contract, family: number) {
  const s = contract.gate.significance;
  const unjudgedRelevance = contract.gate.unjudged_relevance;
  if (s === 'none')
    return {
      test: 'none' as const,
      iterations: 0,
      bootstrap: 10_000,
      alpha: 0.05,
      correction: 'none' as const,
      seed: 1,
      family,
      sided: 'one-sided' as const,
      power: 0.8,
      unjudgedRelevance,
    };
  return {
    test: s.test,
    iterations: s.iterations,
    bootstrap: s.bootstrap,
    alpha: s.alpha,
    correction: s.correction,
    seed: s.seed,
    family,
    sided: 'one-sided' as const,
    power: s.power,
    unjudgedRelevance,
  };
}
