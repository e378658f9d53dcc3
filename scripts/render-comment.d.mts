// Types for render-comment.mjs (used from the TypeScript tests).
import type { Page } from 'playwright-core';

/** Debian's `chromium` package. */
export declare const CHROMIUM: string;
/** Chromium's flags: headless, no sandbox (root), and nothing that talks to the network. */
export declare const CHROMIUM_ARGS: readonly string[];

/** The comment's Markdown as GitHub-like HTML (the contents of the comment body). */
export declare function renderCommentHtml(markdown: string): string;

/** A complete HTML page holding the rendered comment (`#comment-body`) in a GitHub-like comment box (`#comment`). */
export declare function commentPage(markdown: string, opts?: { author?: string }): string;

export interface CommentBrowser {
  /** A new tab showing `html` (set directly: no URL is loaded). */
  show(html: string): Promise<Page>;
  /** A new tab with `file` opened by its file:// URL; every request, console message and page error is recorded. */
  open(file: string): Promise<{ page: Page; requests: string[]; console: string[] }>;
  /** Closes the browser and removes its profile. */
  close(): Promise<void>;
}

/** Starts Debian's Chromium with a fresh profile; every network request is refused. */
export declare function openBrowser(opts?: { width?: number; height?: number; deviceScaleFactor?: number; javaScript?: boolean }): Promise<CommentBrowser>;
