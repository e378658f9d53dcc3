import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

// How V8 runs this process: both entries import this module first. V8 reads each flag below whenever it acts on it,
// so setting it here takes effect although V8 is already running.

// The main thread's young generation is held at 8 MB. Left to itself, V8 grows it while a program allocates fast, and
// under Node 24 it grew to over 130 MB during a comparison's statistics and report (Node 20: about 35 MB), most of it
// reserved and empty: `compare` on a 7,000-query pair then peaked near 370 MB instead of about 270 MB. Held at V8's
// starting 2 MB, the main thread scavenged about four times as often as a worker (whose resourceLimits give it 8 MB,
// threads/pool.ts): a 7,000-query comparison on one core took 1.08× the CPU and peaked 40 MB higher, the survivors of
// the extra scavenges filling the old generation. V8 sizes the young generation at start-up from flags an entry cannot
// give; what it reads whenever it resizes is the growth factor. So a short burst of allocations that survive a
// scavenge makes it grow once (V8 grows it when more bytes survive than it holds), by a factor of 4, and then the
// factor of 1 holds it there.
const YOUNG_MB = 8;
setFlagsFromString('--semi-space-growth-factor=4');
growYoungGeneration();
setFlagsFromString('--semi-space-growth-factor=1');

function youngMb(): number {
  return (getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0) / 2 ** 20;
}

/**
 * A few milliseconds: rounds of 1 MiB (64 arrays of 2,048 numbers, 16 KiB each), held until V8 has grown the young
 * generation past the bytes it holds (or a few rounds have passed, where V8 was started with a smaller maximum).
 */
function growYoungGeneration(): void {
  const held: number[][] = [];
  for (let round = 0; round < 8 && youngMb() < YOUNG_MB; round++)
    for (let i = 0; i < 64; i++) held.push(new Array<number>(2048).fill(0));
}

// Loop compiles (on-stack replacement) stay in the background, even on one core. With `--no-concurrent-osr` a loop
// that V8 has compiled with its mid tier (Maglev: Node 24; Node 22 compiles loops straight to TurboFan) can never move
// on to its optimizing tier: each time the loop asks, V8 refuses ("concurrent_osr is disabled"), and the loop runs on
// in the slower code. On one core that made a 7,000-query comparison use 1.12× the CPU (one loop over its 7 M deep
// positions took ten times as long), for a 100-query gate no gain at all (bench/README.md, eighth session);
// test/one-core.test.ts holds it.
