// Hostile strings for the escaping proofs (escape.test.ts with marked, escape.browser.test.ts in Chromium): every
// payload that would be markup, a link, an image, a mention, a marker or a spoof, crossed with the characters that
// break escapes (a backslash before a pipe, backtick runs, line terminators, invisible and bidi characters).

/** Payloads that must never become a tag, attribute, link, autolink, image, mention or HTML comment. */
export const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<a href="https://evil.example">x</a>',
  '<b>bold</b>',
  '<iframe src=x></iframe>',
  '<details open><summary>x</summary>',
  '</details></summary></sub></code>',
  '<!-- rankgate:gate=other -->',
  '<!--',
  '-->',
  '@everyone',
  '@octocat/team',
  'cc @octocat',
  'mail x@evil.example',
  '#1 fixes #2',
  '[x](https://evil.example)',
  '[x](javascript:alert(1))',
  '![i](https://evil.example/i.png)',
  '<https://evil.example>',
  'https://evil.example/a',
  'www.evil.example',
  '&#64;octocat &#x40;octocat',
  '&lt;img src=x onerror=alert(1)&gt;',
  '$x^2$ and $$y$$',
  '*em* _em_ **strong** ~~del~~',
  '| a | b |',
  '|---|---|',
  '> [!CAUTION]',
  '```mermaid',
  ':smile: :+1:',
  '\\',
  '\\\\',
];

/** Around each payload: the characters that break naive escaping. */
export const WRAPPERS: [string, string][] = [
  ['', ''],
  ['x\\|', ''],
  ['x\\\\|', '\\|'],
  ['`', '`'],
  ['``', ' ` '],
  [' ', ' '],
  ['a\u202e', '\u202cb'],
  ['\u200b', '\ufeff'],
  ['\u2066', '\u2069'],
  ['line\u2028', '\u2029end'],
  ['cr\r', '\nlf'],
  ['\u0007\u001b[31m', '\u007f\u0085'],
  ['\udb40\udc41', '\ud800'],
  ['\\', '|'],
];

/** Every payload in every wrapper: 32 × 14 = 448 strings. */
export function hostileStrings(): string[] {
  const out: string[] = [];
  for (const p of PAYLOADS) for (const [a, b] of WRAPPERS) out.push(`${a}${p}${b}`);
  return out;
}

/** Characters that must never reach a rendered page (they are shown as <U+XXXX>). */
export const INVISIBLE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]|\udb40[\udc00-\udc7f]|[\ud800-\udbff](?![\udc00-\udfff])/;

/** What the page must show for `s`, written independently of escape.ts: invisibles as <U+XXXX>, a tab as a space. */
export function shownAs(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    const invisible =
      cp < 0x20 ||
      (cp >= 0x7f && cp <= 0x9f) ||
      [0xad, 0x61c, 0x115f, 0x1160, 0x180e, 0x3164, 0xfeff, 0xffa0].includes(cp) ||
      (cp >= 0x200b && cp <= 0x200f) ||
      (cp >= 0x2028 && cp <= 0x202e) ||
      (cp >= 0x2060 && cp <= 0x2064) ||
      (cp >= 0x2066 && cp <= 0x206f) ||
      (cp >= 0xfff9 && cp <= 0xfffb) ||
      (cp >= 0xe0000 && cp <= 0xe007f) ||
      (cp >= 0xd800 && cp <= 0xdfff);
    out += cp === 9 ? ' ' : invisible ? `<U+${cp.toString(16).toUpperCase().padStart(4, '0')}>` : ch;
  }
  return out.replace(/<!--/g, '<U+003C>!--');
}
