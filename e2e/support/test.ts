import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * The page is live: the app has attached to the server's markup (host/src/bootstrap.tsx marks `<html>` once
 * `hydrateRoot` or the client render has started) and each slot has hydrated (RemoteSlot marks it `data-live`).
 * Before that, a click on the server's markup does what plain HTML does.
 */
export const LIVE = 'html[data-qs-live]';

/**
 * Waits for the app when the document is the site's (it has the app's root): attached, and every slot the page
 * shows answering (hydrated: `data-live`). Any other document is ready as loaded.
 */
export const waitForLive = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.getElementById('root') ||
      (document.documentElement.hasAttribute('data-qs-live') &&
        // A streamed part React has not put in place yet waits in a hidden element: not a slot the page shows.
        [...document.querySelectorAll('[data-remote-state="ready"]:not([data-live])')].every((slot) => slot.closest('[hidden]') !== null)),
    undefined,
    // An interval, not animation frames: a tab in the background (several pages of one case) gets no frames.
    { timeout: 30_000, polling: 100 },
  );

type WaitUntil = NonNullable<Parameters<Page['goto']>[1]>['waitUntil'];
/** A navigation that waits for the load (the default) waits for the app too; 'commit' or 'domcontentloaded' asks for the document only. */
const waitsForApp = (waitUntil: WaitUntil) => waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle';

const wrapped = new WeakSet<Page>();

/** Makes `page`'s navigations wait for the live page (once per page). */
const actsWhenLive = (page: Page): Page => {
  if (wrapped.has(page)) return page;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForApp(options?.waitUntil)) await waitForLive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForApp(options?.waitUntil)) await waitForLive(page);
    return response;
  };
  return page;
};

/**
 * The suite's `test`: its pages (the `page` fixture and every page a spec opens in its context) navigate like a
 * visitor who acts once the page is live (a spec that acts on the server's markup before that passes
 * `waitUntil: 'commit'`, as the first-tap spec does).
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const newPage = context.newPage.bind(context);
    context.newPage = async () => actsWhenLive(await newPage());
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(actsWhenLive(page));
  },
});
