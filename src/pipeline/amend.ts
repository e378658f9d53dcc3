import type { Report } from '../report/schema.js';
import { resultOf, type CompareResult } from './compare.js';

/** The fields a publisher adds after the comparison: main's trend, and the baseline refresh after an acceptance. */
export type Amendment = Partial<Pick<Report, 'trend' | 'acceptedRefresh'>>;

/**
 * The comparison with fields added that only the publisher knows (history read from the data branch, a commit it
 * made): every output is rendered from the amended report, when first read (report.json validates it again).
 */
export function amendResult(result: CompareResult, patch: Amendment): CompareResult {
  return resultOf(result.outputs.withReport({ ...result.report, ...patch }));
}
