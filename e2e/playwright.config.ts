import { defineConfig } from '@playwright/test';
import { prepareE2eEnvironment } from './support/environment';
import { RESOLVER_RULES } from './support/domain-site';

// The e2e run gets its own database and registry file, so it never touches a developer's data.
const environment = prepareE2eEnvironment();

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // The iframe specs serve a partner's page with page.route; Chromium counts such a page as
  // public and its Local Network Access checks would refuse every localhost frame in it.
  '--disable-features=LocalNetworkAccessChecks',
];
/** The site on QS_SITE_DOMAIN=quieroseguro.test, which its spec starts beside the localhost one (support/domain-site.ts). */
const DOMAIN_SPEC = 'tests/site-domain.spec.ts';

/**
 * Specs that change what the whole site serves or use the ports of a second site: the registry file, a host in front
 * of a controlled API or of two API instances on port 3013, the servers of a load-balanced site. They run one at a
 * time with nothing else running (`*-alone` projects); every other spec only reads the shared site and runs two at
 * a time (`support/run-suite.mjs`, `npm test -w e2e`).
 */
const ALONE = [
  'tests/registry-switch.spec.ts',
  'tests/shared-version-mismatch.desktop.spec.ts',
  'tests/shell-preload.spec.ts',
  'tests/server-render.spec.ts',
  'tests/fault-matrix.desktop.spec.ts',
  'tests/shell-header.spec.ts',
  'tests/shell-notifications.spec.ts',
  'tests/chat.spec.ts',
  'tests/api-instances.spec.ts',
  'tests/load-balancer.spec.ts',
];

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export default defineConfig({
  testDir: '.',
  testMatch: ['tests/**/*.spec.ts', 'bench/**/*.spec.ts'],
  // One site, one registry file: tests that switch remotes must not overlap (the `*-alone` projects run on their own,
  // one at a time); `support/run-suite.mjs` runs the others two at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    // A trace is recorded only when a failed test runs again (CI retries once): recording one for every test
    // (`retain-on-failure`: screencast and DOM snapshots of each action, dropped when the test passes) made the
    // suite's browser and runner work about a quarter more on this 2-core machine (45 tests of four specs: 107–133 s
    // against 83 s). To trace a local failure: `npx playwright test … --trace retain-on-failure`.
    trace: 'on-first-retry',
    // A failing test leaves its last screen in test-results (taken only then, so free for passing tests).
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    // `*.mobile.spec.ts` / `*.desktop.spec.ts` hold what only one viewport has (drawer, popover).
    {
      name: 'desktop',
      testMatch: 'tests/**/*.spec.ts',
      testIgnore: ['tests/**/*.mobile.spec.ts', DOMAIN_SPEC, ...ALONE],
      use: DESKTOP,
    },
    { name: 'desktop-alone', testMatch: ALONE, testIgnore: ['tests/**/*.mobile.spec.ts'], use: DESKTOP },
    // A phone (375 px, touch): the menu is a drawer and the header hides on scroll. It runs the tests tagged
    // `@phone` (support/viewports.ts): those whose pages lay out, open or hide things differently at 375 px.
    // Viewport-independent behaviour runs on desktop only; `detail-content` and `results-compare` set both
    // viewports themselves.
    {
      name: 'mobile',
      testMatch: 'tests/**/*.spec.ts',
      testIgnore: ['tests/**/*.desktop.spec.ts', DOMAIN_SPEC, ...ALONE],
      grep: /@phone/,
      use: PHONE,
    },
    { name: 'mobile-alone', testMatch: ALONE, testIgnore: ['tests/**/*.desktop.spec.ts'], grep: /@phone/, use: PHONE },
    { name: 'bench', testMatch: 'bench/bundle-size.spec.ts', use: DESKTOP },
    // The Lighthouse gate: not part of `npm test`; `.ci/run` runs it alone after the tests, on a quiet machine
    // (`npm run test:gate`), since its scores depend on what else the machine is doing.
    { name: 'gate', testMatch: 'bench/lighthouse-gate.spec.ts' },
    // ADR 0010: the whole site on a domain that is not localhost; Chromium resolves it to that site's address.
    {
      name: 'domain',
      testMatch: DOMAIN_SPEC,
      use: { ...DESKTOP, launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, RESOLVER_RULES] } },
    },
  ],
  webServer: {
    // Started exactly as `npm start` starts it (builds are done by `npm run test:e2e` first).
    command: 'node scripts/start.mjs',
    cwd: '..',
    // Ready: the host's /readyz answers 200 once its build, its registry and every slice's server code are there
    // (`npm start` starts each slice's server as its build ends; docs/operations.md).
    url: 'http://localhost:3000/readyz',
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: environment,
  },
});
