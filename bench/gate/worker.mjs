// Worker thread of the gate benchmark: imports the engines' bundles and runs its share of the trials.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { runTrials } from './trials.mjs';

const { trials, bundles, tmp } = workerData;
const engines = {};
for (const [name, file] of Object.entries(bundles)) engines[name] = await import(pathToFileURL(file).href);
parentPort.postMessage(await runTrials(trials, engines, tmp));
