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
    return {
      name: sp < 0 ? info : info.slice(0, sp),
      props: sp < 0 ? '' : info.slice(sp + 1),
      message: t.slice(end + 2),
    };
  }
  const at = line.indexOf('##[');
  if (at < 0) return null;
  const rb = line.indexOf(']', at);
  if (rb < 0) return null;
  const info = line.slice(at + 3, rb);
  const sp = info.indexOf(' ');
  return {
    name: sp < 0 ? info : info.slice(0, sp),
    props: sp < 0 ? '' : info.slice(sp + 1),
    message: line.slice(rb + 1),
  };
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

/** An annotation's properties as the runner reads them: `key=value` pairs split at commas, values unescaped. */
export function properties(props: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of props.split(',')) {
    const eq = p.indexOf('=');
    if (eq <= 0) continue;
    out.set(
      p.slice(0, eq),
      p
        .slice(eq + 1)
        .replace(/%2C/g, ',')
        .replace(/%3A/g, ':')
        .replace(/%0A/g, '\n')
        .replace(/%0D/g, '\r')
        .replace(/%25/g, '%'),
    );
  }
  return out;
}

const ANNOTATION_KEYS = new Set(['title', 'file', 'line', 'col', 'endLine', 'endColumn']);

/**
 * Commands the action did not mean to write: another name; a stop-commands whose token is not the action's (32 hex
 * digits); an annotation with a property key the action never sets, or a title that is not the action's own
 * (every rankgate annotation title starts "rankgate"), as an injected `::warning title=…::` would have.
 */
export function unintendedCommands(output: string): WorkflowCommand[] {
  return workflowCommands(output).filter((c) => {
    if (!INTENDED.has(c.name)) return true;
    if (c.name === 'stop-commands') return !/^[0-9a-f]{32}$/.test(c.message);
    const props = properties(c.props);
    if ([...props.keys()].some((k) => !ANNOTATION_KEYS.has(k))) return true;
    const title = props.get('title');
    return title !== undefined && !title.startsWith('rankgate');
  });
}
