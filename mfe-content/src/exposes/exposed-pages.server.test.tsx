/** @jest-environment node */
import { stubApi } from '../test/api-stub';
import { CONTENT_PAGES } from '../test/content-pages';
import { renderExposedOnServer } from '../test/server-page';

// Without a browser (no window, document or storage): a render that reads one fails here.
describe('the content pages rendered on the server with their data', () => {
  it.each(CONTENT_PAGES)('$expose at $path', async ({ api, text, ...page }) => {
    expect(typeof window).toBe('undefined');
    stubApi(api);
    const { html, errors } = await renderExposedOnServer(page);
    for (const words of text) expect(html).toContain(words);
    // Only the remote slots, whose server containers are not registered here, are left to the browser.
    expect(errors.map((error) => String(error))).toEqual(
      (page.slotsLeftToBrowser ?? []).map((slice) => expect.stringContaining(`${slice} no está disponible`)),
    );
  });
});
