// Unit and integration tests. Playwright's *.spec.ts files are left to Playwright.
// Two projects: the browser code (src, widgets, shell, examples), whose files run one after another
// in each worker without a fresh module graph per file (isolation cost three times the tests' own
// time there; each file's DOM is still its own, and stores are cleaned after each file); and the
// server, tools and integration tests, each file in a fresh module graph, as processes, ports,
// environment variables and databases of their own need.
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * One worker more than the cores: vitest's default for a run is one fewer, a single worker on a
 * two-core machine, and half the server files wait on child processes, sockets and databases
 * rather than compute, so a core stayed idle most of the run.
 */
const WORKERS = availableParallelism() + 1

const shared = {
  exclude: ['**/node_modules/**', '**/dist/**', '**/*.spec.ts'],
  globals: true,
  environment: 'node',
  setupFiles: ['tests/setup/vitest.setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
}

export default defineConfig({
  test: {
    ...shared,
    maxWorkers: WORKERS,
    // Starts a throwaway PostgreSQL for the suite's PostgreSQL run (FW_TEST_POSTGRES=1); else nothing.
    globalSetup: ['tests/setup/postgres-global-setup.ts'],
    projects: [
      // src/elements holds page-wide state (the page's session, one sign-in prompt, a refused embed
      // token), which one file would leave to the next in a shared module graph: isolated, with the widgets.
      { test: { ...shared, name: 'core-and-shell', include: ['{src,shell}/**/*.test.{ts,tsx}'], exclude: [...shared.exclude, 'src/elements/**'], isolate: false } },
      { test: { ...shared, name: 'widgets', include: ['{widgets,examples,src/elements}/**/*.test.{ts,tsx}'] } },
      { test: { ...shared, name: 'server', include: ['{server,tests,bench,scripts}/**/*.test.{ts,tsx}'] } },
    ],
  },
})
