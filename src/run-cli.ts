import './v8-settings.js';
import { main } from './cli/main.js';

// A closed pipe (`rankgate ... | head`) is the reader's choice, not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

// The CLI proper (src/cli.ts loads it once the compile cache is on): everything lives in cli/main.ts so tests can call
// it in-process.
// `rankgate ci` runs a forge's job: the entry hands the forges to cli/, which does not import them itself.
process.exitCode = await main(
  process.argv.slice(2),
  { stdout: process.stdout, stderr: process.stderr },
  {
    gitlab: async (env, line) => (await import('./gitlab/run.js')).runGitLabCi(env, { line }),
  },
);
