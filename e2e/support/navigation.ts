import type { Page } from '@playwright/test';

/**
 * Moves to `path` inside the app, as a link of the site does: no new document, so what the page shows is asked by
 * the browser (its loading states), not rendered by the server. The page must be live (support/test.ts).
 */
export const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
