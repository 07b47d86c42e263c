import { defineConfig } from '@playwright/test';
import { prepareE2eEnvironment } from './support/environment';

// The e2e run gets its own database and registry file, so it never touches a developer's data.
const environment = prepareE2eEnvironment();

export default defineConfig({
  testDir: '.',
  testMatch: ['tests/**/*.spec.ts', 'bench/**/*.spec.ts'],
  // One site, one registry file: tests that switch remotes must not overlap.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', testMatch: 'tests/**/*.spec.ts', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'bench', testMatch: 'bench/**/*.spec.ts', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // Started exactly as `npm start` starts it (builds are done by `npm run test:e2e` first).
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: 'http://localhost:3000/remotes.json',
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: environment,
  },
});
