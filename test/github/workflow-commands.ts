/**
 * The workflow commands a GitHub runner would act on in a step's output, read the way the runner reads them
 * (actions/runner ActionCommandManager): each line (split at \r, \n or \r\n) is a command when, after leading spaces,
 * it starts `::name props::message`, or when it holds the older `##[name props]message` form anywhere. After
 * `::stop-commands::<token>` nothing is a command until a line `::<token>::`.
 */
export interface WorkflowCommand {
  /** 1-based line of the output. */
  line: number;
  name: string;
  /** The raw `key=value,…` properties. */
  props: string;
  message: string;
}

function parse(line: string): { name: string; props: string; message: string } | null {
  const t = line.trimStart();
  if (t.startsWith('::')) {
    const end = t.indexOf('::', 2);
    if (end < 0) return null;
    const info = t.slice(2, end);
    const sp = info.indexOf(' ');
    return { name: sp < 0 ? info : info.slice(0, sp), props: sp < 0 ? '' : info.slice(sp + 1), message: t.slice(end + 2) };
  }
  const at = line.indexOf('##[');
  if (at < 0) return null;
  const rb = line.indexOf(']', at);
  if (rb < 0) return null;
  const info = line.slice(at + 3, rb);
  const sp = info.indexOf(' ');
  return { name: sp < 0 ? info : info.slice(0, sp), props: sp < 0 ? '' : info.slice(sp + 1), message: line.slice(rb + 1) };
}

/** Every command the runner would process, in order; the fences (stop-commands and its resume) included. */
export function workflowCommands(output: string): WorkflowCommand[] {
  const out: WorkflowCommand[] = [];
  let stopped: string | null = null;
  output.split(/\r\n|\r|\n/).forEach((text, i) => {
    const c = parse(text);
    if (c === null) return;
    if (stopped !== null) {
      if (c.name === stopped) {
        stopped = null;
        out.push({ line: i + 1, ...c, name: 'resume-commands' });
      }
      return;
    }
    if (c.name === 'stop-commands') stopped = c.message;
    out.push({ line: i + 1, ...c });
  });
  return out;
}

/** The commands rankgate writes on purpose: annotations, debug lines and the fences around inert lines. */
export const INTENDED = new Set(['error', 'warning', 'notice', 'debug', 'stop-commands', 'resume-commands']);

/** Commands the action did not mean to write: another name, or an annotation whose properties come from data. */
export function unintendedCommands(output: string, marker = 'PWN'): WorkflowCommand[] {
  return workflowCommands(output).filter((c) => !INTENDED.has(c.name) || c.props.includes(marker) || (c.name === 'stop-commands' && !/^[0-9a-f]{32}$/.test(c.message)));
}
