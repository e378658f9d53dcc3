// Renders a rankgate PR comment (Markdown) to an HTML page that looks like GitHub's rendering of it, and drives the
// headless Chromium that shows it. Used by scripts/screenshot.mjs (docs/comment.png) and test/report/browser.test.ts.
//
// How close to GitHub: GFM via `marked` (tables, autolinks for bare URLs and www., strikethrough), hard line breaks as
// in comments, `> [!NOTE]`-style alerts turned into GitHub's alert markup, @mentions and #123 references turned into
// links the way GitHub links them. Raw HTML is passed through UNSANITIZED, unlike GitHub: the browser test relies on
// that, so any markup that leaks out of input data shows up in the DOM instead of being quietly cleaned away.
// The page never loads anything: a Content-Security-Policy forbids every fetch and script, and the browser is started
// with every host name mapped to "not found".
import { Marked } from 'marked';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Debian's `chromium` package. */
export const CHROMIUM = '/usr/bin/chromium';

const ALERTS = {
  NOTE: {
    title: 'Note',
    icon: '<circle cx="8" cy="8" r="6.75" fill="none" stroke="currentColor" stroke-width="1.5"/><rect x="7.25" y="7" width="1.5" height="4.5" rx=".75"/><circle cx="8" cy="4.9" r="1"/>',
  },
  TIP: {
    title: 'Tip',
    icon: '<path d="M8 1.5a4.5 4.5 0 0 0-2.6 8.2c.4.3.6.8.6 1.3V12h4v-1c0-.5.2-1 .6-1.3A4.5 4.5 0 0 0 8 1.5Z" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/><rect x="6" y="13.25" width="4" height="1.5" rx=".75"/>',
  },
  IMPORTANT: {
    title: 'Important',
    icon: '<path d="M2.5 1.75h11c.4 0 .75.35.75.75v8c0 .4-.35.75-.75.75H7.5L4.5 14v-2.75h-2a.75.75 0 0 1-.75-.75v-8c0-.4.35-.75.75-.75Z" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/><rect x="7.25" y="3.5" width="1.5" height="4" rx=".75"/><circle cx="8" cy="9.25" r="1"/>',
  },
  WARNING: {
    title: 'Warning',
    icon: '<path d="M8 1.75 14.75 14H1.25Z" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/><rect x="7.25" y="5.5" width="1.5" height="4.5" rx=".75"/><circle cx="8" cy="11.9" r="1"/>',
  },
  CAUTION: {
    title: 'Caution',
    icon: '<path d="M5.2.75h5.6l4.45 4.45v5.6l-4.45 4.45H5.2L.75 10.8V5.2Z" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/><rect x="7.25" y="3.75" width="1.5" height="5" rx=".75"/><circle cx="8" cy="11" r="1"/>',
  },
};

const escapeHtml = (s) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * GitHub links `@login` / `@org/team` mentions and `#123` references in the text outside code, pre and links, when
 * the `@` or `#` does not follow a letter, digit, `_` or `/` (numeric character references count as the character,
 * as GitHub decodes them first). Done on the finished HTML, as GitHub does it on the rendered document.
 */
const MENTION = /(^|[^A-Za-z0-9_`/])@([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38})((?:\/[A-Za-z0-9_.-]+)?)/g;
const ISSUE = /(^|[^A-Za-z0-9_&`/])#(\d+)\b/g;

function linkReferences(html) {
  let skip = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const m = /^<(\/?)(code|pre|a|script|style)\b/i.exec(part);
        if (m) skip = Math.max(0, skip + (m[1] ? -1 : 1));
        return part;
      }
      if (skip > 0) return part;
      return part
        .replace(/&#(?:64|x40);/gi, '@')
        .replace(/&#(?:35|x23);/gi, '#')
        .replace(
          MENTION,
          (_, pre, login, team) =>
            `${pre}<a class="user-mention" href="https://github.com/${login}">@${login}${team}</a>`,
        )
        .replace(
          ISSUE,
          (_, pre, n) => `${pre}<a class="issue-link" href="https://github.com/o/r/issues/${n}">#${n}</a>`,
        );
    })
    .join('');
}

function makeMarked() {
  const md = new Marked({ gfm: true, breaks: true });
  md.use({
    renderer: {
      // GitHub alerts: a blockquote whose first line is exactly [!NOTE], [!TIP], [!IMPORTANT], [!WARNING] or [!CAUTION].
      blockquote({ tokens }) {
        const body = this.parser.parse(tokens);
        const m = /^<p>\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:<br>\n?|\n|<\/p>\n?)/.exec(body);
        if (!m) return `<blockquote>\n${body}</blockquote>\n`;
        const a = ALERTS[m[1]];
        let rest = body.slice(m[0].length);
        if (!m[0].includes('</p>')) rest = `<p>${rest}`;
        const icon = `<svg class="octicon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">${a.icon}</svg>`;
        return `<div class="markdown-alert markdown-alert-${m[1].toLowerCase()}"><p class="markdown-alert-title">${icon}${a.title}</p>\n${rest}</div>\n`;
      },
      // GitHub shows ```mermaid blocks as diagrams; without the network this page shows the source, marked as such.
      code({ text, lang }) {
        const cls = lang ? ` class="language-${escapeHtml(lang)}"` : '';
        return `<pre${lang === 'mermaid' ? ' data-diagram="mermaid"' : ''}><code${cls}>${escapeHtml(text)}\n</code></pre>\n`;
      },
    },
  });
  return md;
}

/** The comment's Markdown as GitHub-like HTML (the contents of the comment body). */
export function renderCommentHtml(markdown) {
  return linkReferences(makeMarked().parse(markdown, { async: false }));
}

const CSS = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
html, body { margin: 0; background: #ffffff; }
body { padding: 16px; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"; color: #1f2328; }
.comment { max-width: none; border: 1px solid #d1d9e0; border-radius: 6px; background: #ffffff; }
.comment-header { display: flex; align-items: center; gap: 6px; padding: 8px 16px; background: #f6f8fa; border-bottom: 1px solid #d1d9e0; border-radius: 6px 6px 0 0; font-size: 14px; color: #59636e; }
.comment-header .avatar { width: 20px; height: 20px; border-radius: 4px; background: #2da44e; display: inline-block; }
.comment-header strong { color: #1f2328; font-weight: 600; }
.comment-header .bot { border: 1px solid #d1d9e0; border-radius: 2em; padding: 0 7px; font-size: 12px; font-weight: 500; line-height: 18px; }
.markdown-body { padding: 16px; font-size: 14px; line-height: 1.5; word-wrap: break-word; }
.markdown-body > :first-child { margin-top: 0 !important; }
.markdown-body > :last-child { margin-bottom: 0 !important; }
.markdown-body p, .markdown-body blockquote, .markdown-body ul, .markdown-body ol, .markdown-body table, .markdown-body pre, .markdown-body details, .markdown-body .markdown-alert { margin-top: 0; margin-bottom: 16px; }
.markdown-body h1, .markdown-body h2, .markdown-body h3, .markdown-body h4, .markdown-body h5, .markdown-body h6 { margin-top: 24px; margin-bottom: 16px; font-weight: 600; line-height: 1.25; }
.markdown-body h3 { font-size: 1.25em; }
.markdown-body h4 { font-size: 1em; }
.markdown-body strong { font-weight: 600; }
.markdown-body a { color: #0969da; text-decoration: underline; text-underline-offset: .2rem; }
.markdown-body a.user-mention, .markdown-body a.issue-link { font-weight: 600; text-decoration: none; color: #1f2328; }
.markdown-body code { padding: .2em .4em; margin: 0; font-size: 85%; white-space: break-spaces; background-color: rgba(129, 139, 152, .12); border-radius: 6px; font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace; }
.markdown-body pre { padding: 16px; overflow: auto; font-size: 85%; line-height: 1.45; color: #1f2328; background-color: #f6f8fa; border-radius: 6px; }
.markdown-body pre code { display: inline; padding: 0; margin: 0; font-size: 100%; white-space: pre; background: transparent; border: 0; }
.markdown-body blockquote { padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
.markdown-body table { border-spacing: 0; border-collapse: collapse; display: block; width: max-content; max-width: 100%; overflow: auto; font-variant: tabular-nums; }
.markdown-body table th { font-weight: 600; }
.markdown-body table th, .markdown-body table td { padding: 6px 13px; border: 1px solid #d1d9e0; }
.markdown-body table tr { background-color: #ffffff; border-top: 1px solid rgba(209, 217, 224, .7); }
.markdown-body table tr:nth-child(2n) { background-color: #f6f8fa; }
.markdown-body table td > :last-child { margin-bottom: 0; }
.markdown-body details summary { cursor: pointer; display: list-item; }
.markdown-body sub, .markdown-body sup { font-size: 75%; line-height: 0; position: relative; vertical-align: baseline; }
.markdown-body sub { bottom: -.25em; }
.markdown-body hr { height: .25em; padding: 0; margin: 24px 0; background-color: #d1d9e0; border: 0; }
.markdown-body .markdown-alert { padding: .5rem 1rem; color: inherit; border-left: .25em solid #d1d9e0; }
.markdown-body .markdown-alert > :first-child { margin-top: 0; }
.markdown-body .markdown-alert > :last-child { margin-bottom: 0; }
.markdown-body .markdown-alert .markdown-alert-title { display: flex; align-items: center; gap: 8px; font-weight: 500; line-height: 1; margin-bottom: 8px; }
.markdown-body .markdown-alert-note { border-left-color: #0969da; } .markdown-body .markdown-alert-note .markdown-alert-title { color: #0969da; }
.markdown-body .markdown-alert-tip { border-left-color: #1a7f37; } .markdown-body .markdown-alert-tip .markdown-alert-title { color: #1a7f37; }
.markdown-body .markdown-alert-important { border-left-color: #8250df; } .markdown-body .markdown-alert-important .markdown-alert-title { color: #8250df; }
.markdown-body .markdown-alert-warning { border-left-color: #9a6700; } .markdown-body .markdown-alert-warning .markdown-alert-title { color: #9a6700; }
.markdown-body .markdown-alert-caution { border-left-color: #cf222e; } .markdown-body .markdown-alert-caution .markdown-alert-title { color: #d1242f; }
`;

/**
 * A complete HTML page holding the rendered comment in a GitHub-like comment box.
 * @param {string} markdown the comment body
 * @param {{ author?: string }} [opts] the name shown in the box's header
 */
export function commentPage(markdown, opts = {}) {
  const author = opts.author ?? 'github-actions';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>rankgate comment</title>
<style>${CSS}</style>
</head>
<body>
<div class="comment" id="comment">
<div class="comment-header"><span class="avatar"></span><strong>${escapeHtml(author)}</strong><span class="bot">bot</span><span>commented</span></div>
<div class="markdown-body" id="comment-body">
${renderCommentHtml(markdown)}
</div>
</div>
</body>
</html>
`;
}

/** Chromium's flags: headless, no sandbox (root), and nothing that talks to the network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND',
];

/**
 * Starts Debian's Chromium through playwright-core with a fresh profile, blocks every request that is not the page
 * itself, and returns page-opening functions and a close function (which also removes the profile). Script is off
 * unless `javaScript` is set (the HTML report's sorting and filtering need it; the comment never has any).
 * @param {{ width?: number, height?: number, deviceScaleFactor?: number, javaScript?: boolean }} [opts]
 */
export async function openBrowser(opts = {}) {
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'rankgate-chromium-'));
  const opened = new Set();
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: opts.width ?? 900, height: opts.height ?? 1200 },
      deviceScaleFactor: opts.deviceScaleFactor ?? 1,
      javaScriptEnabled: opts.javaScript ?? false,
      offline: true,
      serviceWorkers: 'block',
      timeout: 30_000,
    });
    // Nothing loads but a file opened on purpose (open() below): every other request, file:// ones included, fails.
    await context.route('**/*', (route) => (opened.has(route.request().url()) ? route.continue() : route.abort()));
  } catch (e) {
    rmSync(profile, { recursive: true, force: true });
    throw e;
  }
  return {
    /** A new tab showing `html` (set directly: no URL is loaded). */
    async show(html) {
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      return page;
    },
    /**
     * A new tab with `file` opened by its file:// URL, as a reader opens a downloaded report. Every request the page
     * makes (the document's own included) and every console message, page error and CSP violation is recorded.
     */
    async open(file) {
      const page = await context.newPage();
      const requests = [];
      const console = [];
      page.on('request', (r) => requests.push(r.url()));
      page.on('console', (m) => console.push(`${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => console.push(`pageerror: ${e.message}`));
      const url = pathToFileURL(file).href;
      opened.add(url);
      await page.goto(url, { waitUntil: 'load' });
      return { page, requests, console };
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
