// Replaced at bundle time (scripts/build.mjs) and in tests (vitest.config.ts).
declare const __RANKGATE_VERSION__: string;

export const VERSION: string = __RANKGATE_VERSION__;
