import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';

// How V8 runs this process: both entries import this module first. V8 reads each flag below whenever it acts on it,
// so setting it here takes effect although V8 is already running.

// The main thread's young generation stays at its starting size. V8 grows it while a program allocates fast, and under
// Node 24 it grew to over 130 MB during a comparison's statistics and report (Node 20: about 35 MB), most of it
// reserved and empty: `compare` on a 7,000-query pair then peaked near 370 MB instead of about 270 MB. The worker
// threads get the same through their resourceLimits (threads/pool.ts). Growth is a heuristic V8 reads whenever it
// resizes.
setFlagsFromString('--semi-space-growth-factor=1');

// On one core, a hot loop's optimized code (on-stack replacement) is compiled on the loop's own thread. In the
// background, the compile can only run by taking the one core from the loop, which meanwhile goes on in a slower
// tier; on its own thread the fast code arrives sooner and the core does less in all. Measured on one core: a
// 100-query gate takes 3–4% less CPU, a 7,000-query comparison the same (bench/README.md). Other compiles stay in the
// background: whether they may run there is fixed when V8 starts. The flag is the whole process's, but on one core
// rankgate starts no worker thread (threads/pool.ts).
if (availableParallelism() === 1) setFlagsFromString('--no-concurrent-osr');
