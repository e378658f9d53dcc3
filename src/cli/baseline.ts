import { buildBaseline, type BaselineOptions } from '../pipeline/baseline.js';
import { writeOutput } from './output.js';

export { GZIP_ABOVE, deterministicGzip, neededDepth, type BaselineOptions } from '../pipeline/baseline.js';

/** `rankgate baseline`: writes the contract's baseline from a run (see pipeline/baseline.ts). */
export async function baselineCommand(o: BaselineOptions): Promise<{ path: string; message: string }> {
  const b = await buildBaseline(o);
  writeOutput(b.path, b.bytes, o.out !== undefined ? '--out' : "the contract's baseline");
  return { path: b.path, message: b.message };
}
