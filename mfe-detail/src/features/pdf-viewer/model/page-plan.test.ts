import { clampPage, hasMorePages, PAGE_CAP, pageNavigation, shownPageCount } from './page-plan';

describe('page plan', () => {
  it('shows the first 7 pages on a full page until the visitor asks for more', () => {
    expect(PAGE_CAP).toBe(7);
    expect(shownPageCount(46, 'page', false)).toBe(7);
    expect(hasMorePages(46, 'page', false)).toBe(true);
    expect(shownPageCount(46, 'page', true)).toBe(46);
    expect(hasMorePages(46, 'page', true)).toBe(false);
  });

  it('has no button when the document is short', () => {
    expect(shownPageCount(7, 'page', false)).toBe(7);
    expect(hasMorePages(7, 'page', false)).toBe(false);
    expect(shownPageCount(3, 'page', false)).toBe(3);
  });

  it('shows every page in a modal', () => {
    expect(shownPageCount(46, 'modal', false)).toBe(46);
    expect(hasMorePages(46, 'modal', false)).toBe(false);
  });

  it('keeps the page between 1 and the page count', () => {
    expect(clampPage(0, 12)).toBe(1);
    expect(clampPage(13, 12)).toBe(12);
    expect(clampPage(5, 12)).toBe(5);
    expect(clampPage(1, 0)).toBe(1);
  });

  it('disables previous on page 1 and next on the last page', () => {
    expect(pageNavigation(1, 12)).toEqual({ page: 1, canGoBack: false, canGoForward: true, label: '1/12' });
    expect(pageNavigation(3, 12)).toEqual({ page: 3, canGoBack: true, canGoForward: true, label: '3/12' });
    expect(pageNavigation(12, 12)).toEqual({ page: 12, canGoBack: true, canGoForward: false, label: '12/12' });
    expect(pageNavigation(1, 1)).toEqual({ page: 1, canGoBack: false, canGoForward: false, label: '1/1' });
  });
});
