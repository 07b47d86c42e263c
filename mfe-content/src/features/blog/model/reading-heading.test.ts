import { READING_LINE_MIN_PX, readingHeading } from './reading-heading';

const headings = (...tops: number[]) => tops.map((top, index) => ({ id: `h${index + 1}`, top }));

describe('readingHeading (docs/product/content.md#article-side-menu)', () => {
  it('is the first heading while it is on screen and none has reached the reading line', () => {
    expect(readingHeading(headings(320, 500, 700), 800, false)).toBe('h1');
  });

  it('is none while the first heading is still below the screen', () => {
    expect(readingHeading(headings(900, 1200), 800, false)).toBeNull();
  });

  it('moves to the next heading once the previous one has scrolled away, even while earlier ones are on screen', () => {
    expect(readingHeading(headings(-60, 110, 300), 800, false)).toBe('h2');
    // A heading jumped to from the menu lands at its scroll margin (90 px): it is the one being read.
    expect(readingHeading(headings(-300, -150, 90), 800, false)).toBe('h3');
  });

  it('keeps the heading of a long section while its text scrolls by', () => {
    expect(readingHeading(headings(-2000, -800, 900), 800, false)).toBe('h2');
  });

  it('draws the line a quarter down a tall viewport, never above the landing of a jump', () => {
    expect(readingHeading(headings(-100, 260), 1200, false)).toBe('h2');
    expect(readingHeading(headings(-100, READING_LINE_MIN_PX + 1), 400, false)).toBe('h1');
  });

  it('at the end of the page is the last heading on screen, whose short section cannot reach the line', () => {
    expect(readingHeading(headings(-400, 100, 600), 800, true)).toBe('h3');
    expect(readingHeading(headings(-900, -500), 800, true)).toBe('h2');
  });
});
