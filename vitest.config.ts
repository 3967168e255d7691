// Unit and integration tests. Playwright's *.spec.ts files are left to Playwright.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{src,widgets,shell,server,tests,bench,examples,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.spec.ts'],
    globals: true,
    environment: 'node',
    setupFiles: ['tests/setup/vitest.setup.ts'],
    // Starts a throwaway PostgreSQL for the suite's PostgreSQL run (FW_TEST_POSTGRES=1); else nothing.
    globalSetup: ['tests/setup/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
