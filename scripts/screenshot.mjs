// docs/comment.png: the example's PR comment as GitHub shows it, cropped to its top (header, alert, verdict, slice
// table, measures table). Run from anywhere after `npm run build`: `npm run screenshot` (`-- --width 1024` for a wider
// page; at the default 900 px the slice table wraps some cells, as GitHub does at that width).
// Needs Debian's chromium (apt-get install chromium); fonts-noto-core and fonts-noto-color-emoji make it look like
// GitHub on Linux (Noto Sans, colour emoji).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, commentPage, openBrowser } from './render-comment.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs', 'comment.png');
const widthAt = process.argv.indexOf('--width');
const width = widthAt > 0 ? Number(process.argv[widthAt + 1]) : 900;
if (!Number.isInteger(width) || width < 400 || width > 2000) {
  console.error('screenshot: --width takes a whole number of pixels from 400 to 2000');
  process.exit(1);
}

if (!existsSync(CHROMIUM)) {
  console.error(`screenshot: ${CHROMIUM} not found; install it with: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}
if (!existsSync(join(root, 'dist', 'cli.js'))) {
  console.error('screenshot: dist/cli.js not found; run npm run build first');
  process.exit(1);
}

// The real comment; `compare` exits 1 on a failing verdict, which the example has.
const res = spawnSync(process.execPath, [
  'dist/cli.js', 'compare',
  '--contract', 'examples/help-center/rankgate.yml',
  '--run', 'examples/help-center/candidate.trec',
  '--format', 'markdown',
], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (res.error) throw res.error;
const markdown = res.stdout;
if (!markdown.startsWith('<!-- rankgate:') || (res.status !== 0 && res.status !== 1)) {
  console.error(`screenshot: rankgate compare exited ${res.status}:\n${res.stderr}`);
  process.exit(1);
}

const browser = await openBrowser({ width, height: 1600, deviceScaleFactor: 1.5 });
try {
  const page = await browser.show(commentPage(markdown));
  // Crop: from the top of the comment box to the end of the "All measures" table, plus the box's bottom padding.
  const box = await page.locator('#comment').boundingBox();
  const measures = page.locator('#comment-body > h4', { hasText: 'All measures' }).locator('xpath=following-sibling::table[1]');
  const end = await measures.boundingBox();
  if (!box || !end) throw new Error('screenshot: the comment or its measures table is missing from the page');
  const clip = { x: 0, y: 0, width, height: Math.ceil(end.y + end.height + 16) };
  mkdirSync(dirname(out), { recursive: true });
  await page.screenshot({ path: out, clip, animations: 'disabled' });
} finally {
  await browser.close();
}
console.log(`wrote ${out} (${Math.round(statSync(out).size / 1024)} KB)`);
