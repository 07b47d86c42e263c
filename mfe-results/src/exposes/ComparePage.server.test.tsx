/** @jest-environment node */
import { MemoryRouter } from 'react-router';
import { renderOnServer } from '../../../tools/jest/server-render';
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
});
