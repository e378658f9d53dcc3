import { isMap, isScalar, isSeq, parseDocument, Scalar, type YAMLMap } from 'yaml';

/**
 * A second gate joins the workflows the first `rankgate init` wrote, so one workflow runs every gate: the action's
 * `contract` input gains the new contract's line, its `run` input a `gate=path` line (a plain path there keeps
 * applying to the gates it named before), and the step that produces the candidate run gains the new gate's commands.
 * Edited through the YAML document, so the user's own comments and edits elsewhere stay as they are.
 */
export interface NewGate {
  /** The gate id (the contract's name). */
  gate: string;
  /** The contract, relative to the repository root. */
  contract: string;
  /** The candidate run the workflow writes for this gate, relative to the repository root. */
  run: string;
  /** The shell command that writes it. */
  runCommand: string;
}

export type WorkflowMerge = { status: 'merged'; text: string } | { status: 'present' } | { status: 'unrecognised' };

/** Lines of a multi-line input, comments and blanks dropped. */
const lines = (v: string): string[] =>
  v
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));

function block(value: string): Scalar<string> {
  const s = new Scalar(value.endsWith('\n') ? value : `${value}\n`);
  s.type = Scalar.BLOCK_LITERAL;
  return s;
}

/** The workflow with the new gate added; `present` when it already runs that contract; `unrecognised` when it holds no rankgate step. */
export function addGateToWorkflow(text: string, g: NewGate): WorkflowMerge {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return { status: 'unrecognised' };
  const jobs = doc.get('jobs');
  if (!isMap(jobs)) return { status: 'unrecognised' };
  for (const job of jobs.items) {
    const steps = isMap(job.value) ? job.value.get('steps') : null;
    if (!isSeq(steps)) continue;
    const index = steps.items.findIndex((s) => isMap(s) && /\/rankgate@|^rankgate@/.test(String(s.get('uses') ?? '')));
    if (index < 0) continue;
    const step = steps.items[index] as YAMLMap;
    const inputs = step.get('with');
    if (!isMap(inputs)) return { status: 'unrecognised' };
    const contract = inputs.get('contract');
    const run = inputs.get('run');
    if (typeof contract !== 'string' || typeof run !== 'string') return { status: 'unrecognised' };
    if (lines(contract).includes(g.contract)) return { status: 'present' };
    inputs.set('contract', block([...lines(contract), g.contract].join('\n')));
    inputs.set('run', block([...lines(run), `${g.gate}=${g.run}`].join('\n')));
    // The step before it that writes the candidate run (init names it so) gains the new gate's commands.
    const produce = steps.items
      .slice(0, index)
      .find((s) => isMap(s) && String(s.get('name') ?? '') === 'Produce the candidate run');
    if (isMap(produce)) {
      const script = produce.get('run', true);
      const current = isScalar(script) && typeof script.value === 'string' ? script.value : '';
      const add = [
        `mkdir -p ${g.run.includes('/') ? g.run.slice(0, g.run.lastIndexOf('/')) : '.'}`,
        g.runCommand,
      ].filter((l) => !current.split('\n').includes(l));
      if (add.length > 0) produce.set('run', block([current.trimEnd(), ...add].filter((l) => l !== '').join('\n')));
    }
    return { status: 'merged', text: doc.toString({ lineWidth: 0 }) };
  }
  return { status: 'unrecognised' };
}
