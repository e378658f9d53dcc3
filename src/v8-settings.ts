import { setFlagsFromString } from 'node:v8';

// How V8 runs this process: both entries import this module first. V8 reads each flag below whenever it acts on it,
// so setting it here takes effect although V8 is already running.

// The main thread's young generation stays at its starting size. V8 grows it while a program allocates fast, and under
// Node 24 it grew to over 130 MB during a comparison's statistics and report (Node 20: about 35 MB), most of it
// reserved and empty: `compare` on a 7,000-query pair then peaked near 370 MB instead of about 270 MB. The worker
// threads get the same through their resourceLimits (threads/pool.ts). Growth is a heuristic V8 reads whenever it
// resizes.
setFlagsFromString('--semi-space-growth-factor=1');

// Loop compiles (on-stack replacement) stay in the background, even on one core. With `--no-concurrent-osr` a loop
// that V8 has compiled with its mid tier (Maglev, Node 22 and 24) can never move on to its optimizing tier: each time
// the loop asks, V8 refuses ("concurrent_osr is disabled"), and the loop runs on in the slower code. On one core that
// made a 7,000-query comparison use 1.12× the CPU (one loop over its 7 M deep positions took ten times as long), for a
// 100-query gate no gain at all (bench/README.md, eighth session); test/one-core.test.ts holds it.
