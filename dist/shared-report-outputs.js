import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/report/outputs.ts
var joined = (each) => each.join("\n");
var OUTPUTS = [
  {
    format: "text",
    file: null,
    readsView: true,
    load: async () => {
      const m = await import("./lazy-report-terminal.js");
      return { render: (s) => m.renderTerminal(s.report, s.color) + "\n", several: joined };
    }
  },
  {
    format: "json",
    file: "report.json",
    readsView: false,
    load: async () => {
      const m = await import("./lazy-report-schema.js");
      return {
        render: (s) => m.serializeReport(s.report),
        several: (each) => JSON.stringify(
          each.map((j) => JSON.parse(j)),
          null,
          2
        ) + "\n"
      };
    }
  },
  {
    format: "markdown",
    file: "report.md",
    readsView: true,
    load: async () => {
      const m = await import("./lazy-report-markdown.js");
      return { render: (s) => m.renderMarkdown(s.report, m.COMMENT_LIMIT, s.context), several: joined };
    }
  },
  {
    format: "html",
    file: "report.html",
    readsView: true,
    load: async () => {
      const m = await import("./lazy-report-html.js");
      return { render: (s) => m.renderHtml(s.report, s.context), several: null };
    }
  },
  {
    format: null,
    file: "per-query.csv",
    readsView: false,
    load: async () => {
      const m = await import("./lazy-report-files.js");
      return { render: (s) => m.perQueryCsv(s.report, labelsOf(s)), several: null };
    }
  },
  {
    format: null,
    file: "to-judge.qrels",
    readsView: false,
    load: async () => {
      const m = await import("./lazy-report-files.js");
      return { render: (s) => m.toJudgeStub(s.report), several: null };
    }
  },
  {
    format: "junit",
    file: "junit.xml",
    readsView: false,
    load: async () => {
      const m = await import("./lazy-report-junit.js");
      return { render: (s) => m.renderJunit([s.report]), several: (_, all) => m.renderJunit(all.map((s) => s.report)) };
    }
  }
];
var FORMATS = OUTPUTS.flatMap((o) => o.format === null ? [] : [o.format]);
var OUTPUT_FILES = OUTPUTS.flatMap((o) => o.file === null ? [] : [o.file]);
function outputNamed(name) {
  return OUTPUTS.find((o) => o.format === name || o.file === name);
}
function labelsOf(s) {
  if (!s.queryLabels)
    throw new Error(
      `per-query.csv of gate ${s.report.gate} needs the comparison's slice labels, which a report JSON does not hold`
    );
  return s.queryLabels;
}

export {
  OUTPUTS,
  FORMATS,
  OUTPUT_FILES,
  outputNamed
};
