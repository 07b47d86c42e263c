import { progressPercent } from './progress';

describe('progressPercent', () => {
  it('gives whole percents of the download', () => {
    expect(progressPercent({ loaded: 0, total: 200 })).toBe(0);
    expect(progressPercent({ loaded: 84, total: 200 })).toBe(42);
    expect(progressPercent({ loaded: 199, total: 200 })).toBe(99);
    expect(progressPercent({ loaded: 200, total: 200 })).toBe(100);
  });

  it('never leaves 0–100', () => {
    expect(progressPercent({ loaded: 300, total: 200 })).toBe(100);
    expect(progressPercent({ loaded: -5, total: 200 })).toBe(0);
  });

  it('is unknown while the size is', () => {
    expect(progressPercent({ loaded: 500, total: 0 })).toBeNull();
    expect(progressPercent({ loaded: 500, total: Number.NaN })).toBeNull();
  });
});
