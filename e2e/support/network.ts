import type { Page, Request } from '@playwright/test';

/**
 * Holds every request matching `pattern` until `release()` is called, e.g. to see what the site
 * shows while a remote entry is still on its way.
 */
export const holdRequests = async (page: Page, pattern: string) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
};

/** Records the API calls (fetch, not images) the page makes with GET, in order. */
export const recordApiGets = (page: Page): URL[] => {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && request.resourceType() === 'fetch' && url.pathname.startsWith('/api/'))
      seen.push(url);
  });
  return seen;
};

/** Console messages of the page and its frames, as `type: text`. */
export const recordConsole = (page: Page): string[] => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  return messages;
};
