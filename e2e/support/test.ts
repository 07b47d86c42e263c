import { test as base, type Page } from '@playwright/test';
import { decideConsent } from './consent';

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
/** What keeps the page from being live, in words (empty when it is live); runs in the page. */
const notYetLive = (): string => {
  const root = document.getElementById('root');
  if (!root) return '';
  if (!document.documentElement.hasAttribute('data-qs-live')) return 'the app has not attached';
  // A part of the page still streaming (`$?`), streamed and waiting for React to put it in place (`$~`), or left by
  // the server for the browser to render (`$!`, until it has). Not inside a streamed part left hidden: one whose
  // place the browser had already rendered itself stays there, unused.
  const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  while (comments.nextNode()) {
    const mark = comments.currentNode as Comment;
    if (['$?', '$~', '$!'].includes(mark.data) && mark.parentElement?.closest('[hidden]') === null) {
      return `a streamed part marked ${mark.data} in ${mark.parentElement.outerHTML.slice(0, 120)}`;
    }
  }
  // Every slot the page shows has hydrated. (A streamed part left behind, whose boundary the browser rendered
  // itself, stays hidden and is not a slot the page shows.)
  const waiting = [...document.querySelectorAll('[data-remote-state="ready"]:not([data-live])')].filter(
    (slot) => slot.closest('[hidden]') === null,
  );
  return waiting.map((slot) => `slot ${slot.getAttribute('data-remote-slot')} not hydrated`).join(', ');
};

/**
 * `notYetLive() === ''` as a function of its own: Playwright sends a function's source to the page, whereas a string
 * predicate would be evaluated there, which the site's CSP refuses.
 */
const isLive = new Function(`return (${notYetLive.toString()})() === '';`) as () => boolean;

export const waitForLive = async (page: Page) => {
  try {
    // An interval, not animation frames: a tab in the background (several pages of one case) gets no frames.
    await page.waitForFunction(isLive, undefined, { timeout: 30_000, polling: 100 });
  } catch (error) {
    const why = await page.evaluate(notYetLive).catch(() => 'the page is gone');
    throw new Error(`${page.url()} is not live after 30 s: ${why}`, { cause: error });
  }
};

type WaitUntil = NonNullable<Parameters<Page['goto']>[1]>['waitUntil'];
/** A navigation that waits for the load (the default) waits for the app too; 'commit' or 'domcontentloaded' asks for the document only. */
const waitsForApp = (waitUntil: WaitUntil) =>
  waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle';

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
export const test = base.extend<object, { browser: import('@playwright/test').Browser }>({
  // Every context a spec opens, its own included, has answered the consent banner (support/consent.ts).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await decideConsent(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await decideConsent(context);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => actsWhenLive(await newPage());
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(actsWhenLive(page));
  },
});
