import { defineConfig } from '@playwright/test';

// The compatibility smoke (`npm run test:compat`, scripts/compat/main.mjs): the site of two releases is started by
// that script before each run, so there is no webServer here. Not part of `npm test` (the main config's testMatch
// is tests/ and bench/).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: ['*.spec.ts'],
  outputDir: '../test-results/compat',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    viewport: { width: 1280, height: 800 },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
    },
  },
});
