import { verticalPlace } from './useAnchoredPopover';

describe('verticalPlace', () => {
  it('puts the panel under its anchor when it fits', () => {
    expect(verticalPlace({ top: 100, bottom: 120 }, 200, 812)).toBe(128);
  });

  it('puts it above the anchor when the window ends first', () => {
    expect(verticalPlace({ top: 650, bottom: 670 }, 300, 812)).toBe(342);
  });

  it('keeps a panel taller than both sides inside the window', () => {
    expect(verticalPlace({ top: 300, bottom: 320 }, 600, 700)).toBe(92);
    expect(verticalPlace({ top: 300, bottom: 320 }, 900, 700)).toBe(8);
  });
});
