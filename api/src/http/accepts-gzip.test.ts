import { acceptsGzip } from './accepts-gzip';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['br, *;q=0.1', true],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['br, zstd', false],
    ['*;q=0', false],
    ['identity', false],
    ['', false],
    [undefined, false],
    ['gzip;q=abc', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('reads a header sent twice as one list', () => {
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
  });
});
