// Browser tests (`npm run test:e2e`): Debian's Chromium against the real server started by
// tests/e2e/global-setup.ts with the demo season. Nothing downloads a browser here.
import { defineConfig, devices } from '@playwright/test'
import { partFolder } from './tests/e2e/test-part'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // One worker: the machine is small and the tests share one server.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // After the list, each file's time, slowest first: where the browser phase's time goes.
  reporter: [['list'], ['./tests/e2e/file-times-reporter.ts'], ['html', { outputFolder: partFolder('playwright-report'), open: 'never' }]],
  // A part of a run side by side with another (FW_E2E_PART, ./tests/e2e/test-part.ts) keeps to its own folders.
  outputDir: partFolder('test-results'),
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: { executablePath: '/usr/bin/chromium' },
      },
    },
  ],
})
