// docs/comment.png and docs/report.png: the example's PR comment as GitHub shows it (cropped to its top: header,
// alert, verdict, next steps, slice and measures tables) and the top of its HTML report (verdict to chart), both in
// headless Chromium. The comment carries the links the action adds on a pull request; the ones drawn here are those
// of an example run (repository acme/search, run 4242). Run from anywhere: `npm run screenshot` (`-- --out DIR`
// writes elsewhere, `-- --full` takes whole pages, `-- --width 900` a narrower comment: GitHub then scrolls the table). Needs Debian's chromium (apt-get install chromium);
// fonts-noto-core and fonts-noto-color-emoji make it look like GitHub on Linux.
import { build } from 'esbuild';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM, commentPage, openBrowser } from './render-comment.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const outDir = resolve(arg('--out') ?? join(root, 'docs'));
const full = process.argv.includes('--full');
const width = Number(arg('--width') ?? 1100);
if (!Number.isInteger(width) || width < 400 || width > 2000) {
  console.error('screenshot: --width takes a whole number of pixels from 400 to 2000');
  process.exit(1);
}

if (!existsSync(CHROMIUM)) {
  console.error(`screenshot: ${CHROMIUM} not found; install it with: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}

// The renderers from the sources (bundled on the fly: the committed dist/ exports no API), and the example's report.
const tmp = mkdtempSync(join(tmpdir(), 'rankgate-screenshot-'));
let engine;
try {
  await build({
    stdin: {
      contents: [
        "export { runComparison } from './src/pipeline/compare.ts';",
        "export { renderMarkdown, COMMENT_LIMIT } from './src/report/markdown.ts';",
        "export { renderHtml } from './src/report/html.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: join(tmp, 'engine.mjs'),
    logLevel: 'warning',
    define: {
      __RANKGATE_VERSION__: JSON.stringify(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version),
    },
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  engine = await import(pathToFileURL(join(tmp, 'engine.mjs')).href);
} catch (e) {
  rmSync(tmp, { recursive: true, force: true });
  throw e;
}

process.env.RANKGATE_THREADS = '1';
const example = join(root, 'examples', 'help-center');
const { report } = await engine.runComparison({
  contract: join(example, 'rankgate.yml'),
  run: join(example, 'candidate.trec'),
  root,
});
const runs = 'https://github.com/acme/search/actions/runs/4242';
const context = {
  links: { run: runs, artifact: `${runs}/artifacts/101`, html: `${runs}/artifacts/102` },
  artifact: { name: 'rankgate-help-center', runFile: 'candidate.trec' },
  runId: '4242',
  repository: 'acme/search',
  baseBranch: 'main',
  acceptLabel: 'rankgate: accept',
};
const markdown = engine.renderMarkdown(report, engine.COMMENT_LIMIT, context);
const reportFile = join(tmp, 'report.html');
writeFileSync(reportFile, engine.renderHtml(report, context));

mkdirSync(outDir, { recursive: true });
const browser = await openBrowser({ width, height: 1600, deviceScaleFactor: 1.5, javaScript: true });
try {
  // The comment: from the top of its box to the end of the "All measures" table, plus the box's bottom padding.
  const page = await browser.show(commentPage(markdown));
  const measures = page
    .locator('#comment-body > h4', { hasText: 'All measures' })
    .locator('xpath=following-sibling::table[1]');
  const end = await measures.boundingBox();
  if (!end) throw new Error('screenshot: the comment has no measures table');
  const comment = join(outDir, 'comment.png');
  await page.screenshot({
    path: comment,
    ...(full
      ? { fullPage: true }
      : { fullPage: true, clip: { x: 0, y: 0, width, height: Math.ceil(end.y + end.height + 16) } }),
    animations: 'disabled',
  });
  console.log(`wrote ${comment} (${Math.round(statSync(comment).size / 1024)} KB)`);

  // The HTML report, opened as a file: from the top to the end of the chart.
  const { page: html, requests, console: messages } = await browser.open(reportFile);
  await html.setViewportSize({ width: 1200, height: 1600 });
  if (requests.length !== 1 || messages.length)
    throw new Error(`screenshot: report.html made requests or logged: ${JSON.stringify({ requests, messages })}`);
  const chart = await html.locator('#chart').boundingBox();
  if (!chart) throw new Error('screenshot: report.html has no chart');
  const shot = join(outDir, 'report.png');
  await html.screenshot({
    path: shot,
    ...(full
      ? { fullPage: true }
      : { fullPage: true, clip: { x: 0, y: 0, width: 1200, height: Math.ceil(chart.y + chart.height + 8) } }),
    animations: 'disabled',
  });
  console.log(`wrote ${shot} (${Math.round(statSync(shot).size / 1024)} KB)`);
} finally {
  await browser.close();
  rmSync(tmp, { recursive: true, force: true });
}
