import { formatRating, starRating } from './score';

describe('starRating (score halved, one decimal, max 5)', () => {
  it.each([
    [8.6, 4.3],
    [7.3, 3.7],
    [10, 5],
    [12, 5],
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
  ])('%s → %s', (score, rating) => {
    expect(starRating(score)).toBe(rating);
  });

  it('is written with a decimal comma', () => {
    expect(formatRating(4.3)).toBe('4,3');
    expect(formatRating(5)).toBe('5');
  });
});
