import { placeBelowOrAbove } from './useAnchoredPosition';

const rect = (top: number, left: number, height = 40, width = 300) =>
  ({ top, left, bottom: top + height, right: left + width, width, height }) as DOMRect;

describe('where the dropdown box goes', () => {
  it('under its button when there is room, no higher than what is left of the viewport', () => {
    expect(placeBelowOrAbove(rect(100, 50), { width: 1280, height: 800 })).toEqual({
      top: 146,
      left: 50,
      maxHeight: 646,
    });
  });

  it('above its button near the bottom of the viewport', () => {
    expect(placeBelowOrAbove(rect(700, 50), { width: 1280, height: 800 })).toEqual({
      bottom: 106,
      left: 50,
      maxHeight: 686,
    });
  });

  it('inside the viewport when the button is near its right edge', () => {
    expect(placeBelowOrAbove(rect(100, 1100), { width: 1280, height: 800 }).left).toBe(1280 - 8 - 440);
  });
});
