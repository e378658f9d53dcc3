import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildBaseline, type BaselineOptions } from '../pipeline/baseline.js';

export { GZIP_ABOVE, deterministicGzip, neededDepth, type BaselineOptions } from '../pipeline/baseline.js';

/** `rankgate baseline`: writes the contract's baseline from a run (see pipeline/baseline.ts). */
export async function baselineCommand(o: BaselineOptions): Promise<{ path: string; message: string }> {
  const b = await buildBaseline(o);
  mkdirSync(dirname(b.path), { recursive: true });
  writeFileSync(b.path, b.bytes);
  return { path: b.path, message: b.message };
}
