import { isHeaderHiddenAfterScroll, scrollDirection } from './header-scroll';

describe('scrollDirection', () => {
  it('tells down, up and no movement apart', () => {
    expect(scrollDirection(100, 180)).toBe('down');
    expect(scrollDirection(180, 100)).toBe('up');
    expect(scrollDirection(100, 100)).toBe('none');
  });
});

describe('isHeaderHiddenAfterScroll', () => {
  it('hides the header when scrolling down past its height', () => {
    expect(isHeaderHiddenAfterScroll({ previousY: 100, currentY: 300, hidden: false })).toBe(true);
  });

  it('shows it again when scrolling up', () => {
    expect(isHeaderHiddenAfterScroll({ previousY: 900, currentY: 850, hidden: true })).toBe(false);
  });

  it('keeps it shown within the first 75 px, whatever the direction', () => {
    expect(isHeaderHiddenAfterScroll({ previousY: 10, currentY: 75, hidden: false })).toBe(false);
    expect(isHeaderHiddenAfterScroll({ previousY: 0, currentY: 60, hidden: true })).toBe(false);
  });

  it('keeps the current state when the position did not change', () => {
    expect(isHeaderHiddenAfterScroll({ previousY: 400, currentY: 400, hidden: true })).toBe(true);
    expect(isHeaderHiddenAfterScroll({ previousY: 400, currentY: 400, hidden: false })).toBe(false);
  });
});
