import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // the web app's own import alias (apps/web/vite.config.ts)
  resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
  test: {
    include: ['apps/server/src/**/*.test.ts', 'packages/demo-seed/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
