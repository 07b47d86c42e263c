import type { BrowserContext, Page } from '@playwright/test';

/** The key the site keeps the visitor's consent under (host/src/consent/consent-store.ts). */
export const CONSENT_KEY = 'qs-consent';
/** Set by a spec that wants the first visit of someone who has not chosen yet. */
const UNDECIDED_MARK = 'qs-e2e-undecided';

/**
 * The suite's visitors have already answered the consent banner ('Rechazar'): a banner fixed at the bottom of every
 * first visit would cover what the specs tap, and nothing of theirs should be measured. Every context of the suite
 * gets this (support/test.ts); the consent spec asks for a first-time visitor with `asFirstTimeVisitor`.
 */
export const decideConsent = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(
    ([key, mark]) => {
      try {
        if (localStorage.getItem(mark) === null && localStorage.getItem(key) === null)
          localStorage.setItem(
            key,
            JSON.stringify({ version: 1, analytics: false, advertising: false, decidedAt: new Date().toISOString() }),
          );
      } catch {
        // A document without storage (about:blank, a sandboxed frame) has no banner either.
      }
    },
    [CONSENT_KEY, UNDECIDED_MARK] as const,
  );
};

/** Makes this page's origin a first-time visitor's: no choice kept, and none written by the suite from now on. */
export const asFirstTimeVisitor = async (page: Page, origin = 'http://localhost:3000'): Promise<void> => {
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    ([key, mark]) => {
      localStorage.setItem(mark, '1');
      localStorage.removeItem(key);
    },
    [CONSENT_KEY, UNDECIDED_MARK] as const,
  );
};
