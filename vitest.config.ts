import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __RANKGATE_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0-test') },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
