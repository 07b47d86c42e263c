// Time to the first tap answered: on Lighthouse's phone (its screen and user agent) with the CPU slowed four
// times (Chrome's `Emulation.setCPUThrottlingRate`, as Lighthouse's devtools throttling does; the network is
// this machine's), a comparator page is opened in a fresh browser context, the banner's profile button
// ('Ingresar asegurados', mfe-results BannerProfileForm: on a phone the form is folded behind it) is tapped as
// soon as Playwright sees it (visible, stable, enabled), and the time is read in the page from navigation
// start to the first frame that shows the profile form open. The e2e spec tests/first-tap.spec.ts checks,
// with the same locators, that this tap always opens the form.
import { chromium } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';

export const CPU_SLOWDOWN = 4;
/** The button that unfolds the banner's profile form on a phone ('Editar asegurados' once a profile exists; a fresh context has none). */
export const PROFILE_BUTTON = 'Ingresar asegurados';
/** The profile form's submit button (the banner's form, from the forms slice) — shown once the form is open. */
export const PROFILE_SUBMIT = 'Calcular precios';

const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
/** Lighthouse's mobile preset as a Playwright context: the moto g power's screen, touch and user agent. */
export const PHONE_CONTEXT = {
  viewport: { width, height },
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

/** The profile button as the visitor sees it (the visible one: the page may hold another for the other breakpoint). */
export const profileButton = (page) =>
  page.getByRole('button', { name: PROFILE_BUTTON, exact: true }).filter({ visible: true }).first();
/** The open profile form: its submit button inside the forms slice. */
export const profileForm = (page) =>
  page
    .locator('[data-slice="forms"]')
    .getByRole('button', { name: PROFILE_SUBMIT, exact: true })
    .filter({ visible: true })
    .first();

/** Slows the page's CPU `rate` times for the rest of its life (the throttling holds across its navigations). */
export const throttleCpu = async (context, page, rate = CPU_SLOWDOWN) => {
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
};

/** How long the button may take to show. */
const BUTTON_TIMEOUT_MS = 30_000;
/** How long after the tap the form may take to open before the tap counts as lost. */
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * In the page: ms since navigation start at the first animation frame where the form's submit button is
 * visible; Infinity when it is not within `timeoutMs` (the tap was lost).
 */
const formShownAt = ({ submitLabel, timeoutMs }) =>
  new Promise((resolve) => {
    const shown = () =>
      [...document.querySelectorAll('[data-slice="forms"] button')].some(
        (button) => button.textContent?.trim() === submitLabel && button.checkVisibility(),
      );
    const check = () => (shown() ? resolve(performance.now()) : requestAnimationFrame(check));
    setTimeout(() => resolve(Infinity), timeoutMs);
    check();
  });

/** One visit: navigation start → profile form open, in ms; Infinity when the tap was not answered, null when the button never showed. */
const oneTap = async (browser, url) => {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await throttleCpu(context, page);
    await page.goto(url, { waitUntil: 'commit' });
    // A page that never shows the button (a partner's banner without it) has no first tap: null.
    const tapped = await profileButton(page)
      .tap({ timeout: BUTTON_TIMEOUT_MS })
      .then(() => true)
      .catch((error) => (error.name === 'TimeoutError' ? false : Promise.reject(error)));
    if (!tapped) return null;
    return await page.evaluate(formShownAt, { submitLabel: PROFILE_SUBMIT, timeoutMs: ANSWER_TIMEOUT_MS });
  } finally {
    await context.close();
  }
};

/** `runs` fresh visits of `url`; their times (ms, Infinity for a lost tap, null with no button) in the order measured. */
export const measureFirstTap = async (url, runs = 3) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const times = [];
    for (let run = 0; run < runs; run += 1) times.push(await oneTap(browser, url));
    return times;
  } finally {
    await browser.close();
  }
};
