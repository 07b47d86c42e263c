/** @jest-environment node */
import { MemoryRouter } from 'react-router';
import { renderOnServer } from '../../../tools/jest/server-render';
import { COMPARATOR_SLUGS, renderComparePageOnServer, stubCompareApi } from '../test/compare-page';
import ComparePage from './ComparePage';

describe('the comparator page on the server', () => {
  it('renders without a browser, as a visitor with no profile sees it', () => {
    expect(typeof window).toBe('undefined');
    const html = renderOnServer(
      <MemoryRouter initialEntries={['/Comparar/EPS']}>
        <ComparePage comparator="EPS" />
      </MemoryRouter>,
    );
    expect(html).toContain('data-slice="results"');
  });

  it.each(COMPARATOR_SLUGS)('renders /Comparar/%s with its data without a browser', async (slug) => {
    expect(typeof window).toBe('undefined');
    stubCompareApi();
    const { html, errors } = await renderComparePageOnServer(slug);
    expect(errors).toEqual([]);
    expect(html).toContain('Compara planes de salud');
  });
});
