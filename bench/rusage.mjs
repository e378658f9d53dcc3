// Preloaded with `node --import` when /usr/bin/time is not available: on exit, the child writes its own
// process.resourceUsage() (peak RSS in KiB, user and system CPU in microseconds) to $RANKGATE_BENCH_RUSAGE.
// Node cannot read a child's rusage from the parent (no RUSAGE_CHILDREN), so the child reports itself.
import { writeFileSync } from 'node:fs';

const out = process.env.RANKGATE_BENCH_RUSAGE;
if (out) {
  delete process.env.RANKGATE_BENCH_RUSAGE; // not for grandchildren
  process.on('exit', () => {
    const r = process.resourceUsage();
    writeFileSync(out, JSON.stringify({ maxRSS: r.maxRSS, user: r.userCPUTime, sys: r.systemCPUTime }));
  });
}
