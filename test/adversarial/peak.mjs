// Preloaded into the CLI child processes of the adversarial suite (node --import): at exit, writes the process's
// peak resident set size (KiB, from its own rusage) to RANKGATE_PEAK_FILE, so a bomb test can report its memory.
import { writeFileSync } from 'node:fs';

const file = process.env.RANKGATE_PEAK_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
