// Inert log lines (report/log-line.ts, github/log.ts): data that spells a workflow command never becomes one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fenced, logLine } from '../../src/report/log-line.js';
import * as log from '../../src/github/log.js';
import { unintendedCommands, workflowCommands } from './workflow-commands.js';

/** What the action prints for each hostile text, captured as the runner would read it. */
function printed(f: () => void): string {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  });
  try {
    f();
  } finally {
    spy.mockRestore();
  }
  return out;
}

const HOSTILE = [
  'slice billing\n::warning title=PWN::owned',
  'slice x\r::add-mask::secret-value',
  'slice y\r\n  ::stop-commands::abc\n::error::PWN',
  'a legacy ##[add-mask]secret in the middle of a line',
  '::set-output name=verdict::pass',
  'ansi \u001b[31mred\u001b[0m and a separator\u2028::warning::PWN',
];

afterEach(() => vi.restoreAllMocks());

describe('inert log lines', () => {
  it('a line break in data is shown, never a line of its own', () => {
    expect(logLine('rankgate: a\n::warning::b')).toEqual({
      line: 'rankgate: a<U+000A>::warning::b',
      commandLike: true,
    });
    expect(logLine('rankgate: fail in slice billing')).toEqual({
      line: 'rankgate: fail in slice billing',
      commandLike: false,
    });
    expect(logLine('see https://github.com/acme/search').commandLike).toBe(false);
  });

  it('a line with command syntax is fenced by stop-commands and its resume; a plain line is not', () => {
    const token = 'f'.repeat(32);
    expect(fenced('rankgate: x ##[add-mask]y', token)).toEqual([
      `::stop-commands::${token}`,
      'rankgate: x ##[add-mask]y',
      `::${token}::`,
    ]);
    expect(fenced('rankgate: plain', token)).toEqual(['rankgate: plain']);
    expect(() => fenced('x', 'short')).toThrow(/16 or more/);
  });

  it.each(HOSTILE)('log.info(%j) prints no command the action did not intend', (text) => {
    const out = printed(() => log.info(`rankgate: fail: ${text}`));
    expect(unintendedCommands(out)).toEqual([]);
    // What the runner sees between the fences is one line starting with the action's own words.
    const lines = out.split('\n').filter((l) => l !== '');
    const body = lines.filter((l) => !l.startsWith('::stop-commands::') && !/^::[0-9a-f]{32}::$/.test(l));
    expect(body).toHaveLength(1);
    expect(body[0]!.startsWith('rankgate: fail: ')).toBe(true);
  });

  it('the scanner itself sees the attack when the text is printed as @actions/core prints it raw', async () => {
    const core = await import('@actions/core');
    const out = printed(() => core.info(`rankgate: fail: ${HOSTILE[0]}`));
    expect(unintendedCommands(out).map((c) => [c.name, c.props])).toEqual([['warning', 'title=PWN']]);
    // An annotation the toolkit escapes is one command, whatever its title and message hold.
    const escaped = printed(() => core.warning(`x${HOSTILE[0]}`, { title: `rankgate: slice ${HOSTILE[0]}` }));
    expect(workflowCommands(escaped)).toHaveLength(1);
    expect(unintendedCommands(escaped)).toEqual([]);
    const masks = printed(() => core.info(HOSTILE[3]!));
    expect(workflowCommands(masks).map((c) => c.name)).toEqual(['add-mask']);
  });

  it('each fenced line gets its own token, so no earlier output can know it', () => {
    const out = printed(() => {
      log.info('a :: b');
      log.info('c :: d');
    });
    const tokens = workflowCommands(out)
      .filter((c) => c.name === 'stop-commands')
      .map((c) => c.message);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(tokens[1]);
  });
});
