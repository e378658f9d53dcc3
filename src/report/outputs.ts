import type { ReportContext } from './next-steps.js';
import type { Report } from './schema.js';

/**
 * Every output rankgate makes from a gate's report, in one list: it serves `--format` (what is printed), `--out` and
 * the artifact (the files), and the comment and job summary (report.md). Adding a format is a renderer file and one
 * entry here. Forge-neutral: nothing here knows where the outputs are published.
 *
 * The list is cheap to import (the CLI reads the names before loading anything else); each renderer is loaded when
 * the outputs are (rendered.ts).
 */

/** What an output is rendered from: one gate's report and what the publisher knows. */
export interface OutputSource {
  report: Report;
  /**
   * Each per-query row's slice labels (report.perQuery.qids order), which the report JSON does not hold; null when
   * only a report JSON is at hand (another workflow's artifact), which renders no per-query file.
   */
  queryLabels: readonly (readonly string[])[] | null;
  /** Links and commands only the publisher knows (the action's run and artifact); empty from the CLI. */
  context: ReportContext;
  /** The terminal view is printed to a terminal that shows colour. */
  color: boolean;
}

export interface Renderer {
  render(source: OutputSource): string;
  /**
   * Several gates' renderings printed at once (`--format` with several contracts); null when the format is one
   * document per gate (then `--out` writes each gate's file).
   */
  several: ((each: readonly string[], sources: readonly OutputSource[]) => string) | null;
}

export interface Output {
  /** The `--format` name; null when the output is only written as a file. */
  format: string | null;
  /** Its file in `--out` and the artifact; null when it is only printed. */
  file: string | null;
  /** The rendering reads the view (the context's links and commands, colour), so a new view renders it again. */
  readsView: boolean;
  load(): Promise<Renderer>;
}

const joined = (each: readonly string[]) => each.join('\n');

export const OUTPUTS = [
  {
    format: 'text',
    file: null,
    readsView: true,
    load: async () => {
      const m = await import('./terminal.js');
      return { render: (s) => m.renderTerminal(s.report, s.color) + '\n', several: joined };
    },
  },
  {
    format: 'json',
    file: 'report.json',
    readsView: false,
    load: async () => {
      const m = await import('./schema.js');
      return {
        render: (s) => m.serializeReport(s.report),
        several: (each) =>
          JSON.stringify(
            each.map((j) => JSON.parse(j) as unknown),
            null,
            2,
          ) + '\n',
      };
    },
  },
  {
    format: 'markdown',
    file: 'report.md',
    readsView: true,
    load: async () => {
      const m = await import('./markdown.js');
      return { render: (s) => m.renderMarkdown(s.report, m.COMMENT_LIMIT, s.context), several: joined };
    },
  },
  {
    format: 'html',
    file: 'report.html',
    readsView: true,
    load: async () => {
      const m = await import('./html.js');
      return { render: (s) => m.renderHtml(s.report, s.context), several: null };
    },
  },
  {
    format: null,
    file: 'per-query.csv',
    readsView: false,
    load: async () => {
      const m = await import('./files.js');
      return { render: (s) => m.perQueryCsv(s.report, labelsOf(s)), several: null };
    },
  },
  {
    format: null,
    file: 'to-judge.qrels',
    readsView: false,
    load: async () => {
      const m = await import('./files.js');
      return { render: (s) => m.toJudgeStub(s.report), several: null };
    },
  },
  {
    format: 'junit',
    file: 'junit.xml',
    readsView: false,
    load: async () => {
      const m = await import('./junit.js');
      return { render: (s) => m.renderJunit([s.report]), several: (_, all) => m.renderJunit(all.map((s) => s.report)) };
    },
  },
] as const satisfies readonly Output[];

export type FormatName = NonNullable<(typeof OUTPUTS)[number]['format']>;
export type OutputName = FormatName | NonNullable<(typeof OUTPUTS)[number]['file']>;

/** The `--format` choices, in the list's order. */
export const FORMATS: readonly FormatName[] = OUTPUTS.flatMap((o) => (o.format === null ? [] : [o.format]));

/** The files of a report folder (`--out`, the artifact), in the list's order. */
export const OUTPUT_FILES: readonly string[] = OUTPUTS.flatMap((o) => (o.file === null ? [] : [o.file]));

/** The output a `--format` name or a file name stands for. */
export function outputNamed(name: OutputName): Output {
  return OUTPUTS.find((o) => o.format === name || o.file === name)!;
}

function labelsOf(s: OutputSource): readonly (readonly string[])[] {
  // A programming error, not bad input: only a comparison made here has the labels.
  if (!s.queryLabels)
    throw new Error(
      `per-query.csv of gate ${s.report.gate} needs the comparison's slice labels, which a report JSON does not hold`,
    );
  return s.queryLabels;
}
