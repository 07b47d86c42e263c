import { requestedUrls, stubApi } from '../test/api-stub';
import { CONTENT_PAGES } from '../test/content-pages';
import { hydrateExposed, renderExposedOnServer } from '../test/server-page';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the content pages rendered on the server with their data and hydrated', () => {
  it.each(CONTENT_PAGES)('$expose at $path', async ({ api, text, ...page }) => {
    const fetchMock = stubApi(api);
    const server = await renderExposedOnServer(page);
    for (const words of text) expect(server.html).toContain(words);
    expect(server.errors).toEqual([]);
    expect(server.html).not.toContain('Otra página');
    // What the browser needs is carried: it does not ask again.
    const askedOnServer = requestedUrls(fetchMock);
    fetchMock.mockClear();

    const { mismatches, unmount } = await hydrateExposed(server, page);

    expect(mismatches).toEqual([]);
    expect(requestedUrls(fetchMock).filter((url) => askedOnServer.includes(url))).toEqual([]);
    unmount();
  });
});
