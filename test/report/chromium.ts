// Whether the browser tests can run here, and the rule that they must wherever CI runs: on a laptop without
// Debian's Chromium they are skipped with a note, but with CI set (GitHub Actions, .ci/run) a missing browser fails.
import { existsSync } from 'node:fs';
import { it, expect } from 'vitest';
import { CHROMIUM } from '../../scripts/render-comment.mjs';

export const HAVE_CHROMIUM = existsSync(CHROMIUM);
const SKIP = `skipped: ${CHROMIUM} not found (apt-get install chromium; .ci/run and .github/workflows/ci.yml install it)`;

/** A browser test: runs when Chromium is there, is skipped (and says why) when it is not. */
export function browserIt(name: string, fn: () => Promise<void>, timeout?: number): void {
  it.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? name : `${name} [${SKIP}]`, fn, timeout);
}

/** Under CI a skipped browser test would hide a broken setup: the file then fails instead. */
export function requireChromiumInCi(file: string): void {
  if (HAVE_CHROMIUM) return;
  console.warn(`${file} ${SKIP}`);
  if (process.env['CI']) {
    it('Chromium is installed where CI runs the tests', () => {
      expect(
        existsSync(CHROMIUM),
        `${CHROMIUM} is missing: CI must install Debian's chromium so the browser tests run`,
      ).toBe(true);
    });
  }
}
