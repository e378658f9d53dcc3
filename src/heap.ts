import { setFlagsFromString } from 'node:v8';

// The main thread's young generation stays at its starting size. V8 grows it while a program allocates fast, and under
// Node 24 it grew to over 130 MB during a comparison's statistics and report (Node 20: about 35 MB), most of it
// reserved and empty: `compare` on a 7,000-query pair then peaked near 370 MB instead of about 270 MB. The worker
// threads get the same through their resourceLimits (threads/pool.ts). Growth is a heuristic V8 reads whenever it
// resizes, so the flag takes effect although the heap is already set up; both entries import this module.
setFlagsFromString('--semi-space-growth-factor=1');
