import { MemoryRouter } from 'react-router';
import { colombia, emptyProfile } from '@qs/shared';
import { hydrateServerMarkup, renderOnServer } from '../../../tools/jest/server-render';
import { COMPARATOR_SLUGS, hydrateComparePage, renderComparePageOnServer, stubCompareApi } from '../test/compare-page';
import ComparePage from './ComparePage';

const page = () => (
  <MemoryRouter initialEntries={['/Comparar/EPS']}>
    <ComparePage comparator="EPS" />
  </MemoryRouter>
);

describe('hydrating the comparator page', () => {
  it("matches the server's markup for a visitor with a stored profile and view", async () => {
    // The services are not answered here: their failures are logged.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) }) as Response);
    const serverHtml = renderOnServer(page());
    localStorage.setItem(
      colombia.storageKeys.profile,
      JSON.stringify({ colombia: { ...emptyProfile(), ingresodatos: true } }),
    );
    localStorage.setItem('qs-results-view', JSON.stringify('list'));

    const { container, recoverableErrors, unmount } = await hydrateServerMarkup(serverHtml, page());

    expect(recoverableErrors).toEqual([]);
    expect(container.querySelector('[data-slice="results"]')).not.toBeNull();
    unmount();
    logged.mockRestore();
  });

  it.each(COMPARATOR_SLUGS)(
    '/Comparar/%s rendered on the server with its data hydrates without a mismatch, for a visitor with a stored profile and view',
    async (slug) => {
      const fetchMock = stubCompareApi();
      const server = await renderComparePageOnServer(slug);
      expect(server.errors).toEqual([]);
      expect(server.html).toContain('Compara planes de salud');
      localStorage.setItem(
        colombia.storageKeys.profile,
        JSON.stringify({ colombia: { ...emptyProfile(), ingresodatos: true } }),
      );
      localStorage.setItem('qs-results-view', JSON.stringify('list'));
      fetchMock.mockClear();

      const { container, mismatches, unmount } = await hydrateComparePage(server, slug);

      expect(mismatches).toEqual([]);
      expect(container).toHaveTextContent('Compara planes de salud');
      // The banner came with the page: the browser does not ask for it again.
      expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/banner'))).toEqual([]);
      unmount();
    },
  );
});
