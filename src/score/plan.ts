import { InputError } from '../errors.js';
import { DEFAULT_POLICY, TREC_EVAL_PRESET, type Policy } from '../contract/policy.js';
import type { ResolvedContract } from '../contract/load.js';
import { DEFAULT_MEASURES } from '../contract/schema.js';
import { parseMeasures, type MeasureSpec } from '../measures/parse.js';
import type { Aggregate } from './aggregate.js';
import type { ScorePlan } from './evaluate.js';

/** Flags that may override a contract (CLI) — each undefined when not given. */
export interface PlanOverrides {
  measures?: string[];
  relevance?: number;
  aggregate?: Aggregate;
  preset?: 'trec_eval';
  policy?: Partial<Policy>;
}

export interface ResolvedPlan extends ScorePlan {
  aggregate: Aggregate;
}

/** Defaults, then the contract, then the preset, then explicit flags: later wins. */
export function resolvePlan(contract: ResolvedContract | undefined, o: PlanOverrides, keep: number): ResolvedPlan {
  let measures: MeasureSpec[];
  if (o.measures && o.measures.length > 0) measures = parseMeasures(o.measures);
  else if (contract) measures = contract.measures;
  else measures = parseMeasures(DEFAULT_MEASURES);
  const policy: Policy = {
    ...DEFAULT_POLICY,
    ...(contract?.contract.policy ?? {}),
    ...(o.preset === 'trec_eval' ? TREC_EVAL_PRESET : {}),
    ...stripUndefined(o.policy ?? {}),
  };
  if (!Number.isInteger(policy.depth) || policy.depth < 1) {
    throw new InputError(`depth must be a whole number >= 1, got ${policy.depth}`, {}, 'e.g. --depth 1000');
  }
  return {
    measures,
    relevance: o.relevance ?? contract?.contract.relevance ?? 1,
    aggregate: o.aggregate ?? contract?.contract.aggregate ?? 'macro',
    policy,
    keep,
    // trec_eval reads a negative grade as "in the pool but unjudged" (bpref and infAP skip it, unj counts it)
    negative: o.preset === 'trec_eval' ? 'unjudged' : 'nonrelevant',
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
