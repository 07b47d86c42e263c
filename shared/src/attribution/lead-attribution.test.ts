import { ATTRIBUTION_MAX_ENTRIES, appendArrival, arrivalOf, readAttributionHistory } from './attribution-history';
import { leadAttributionInfo, startAttribution } from './lead-attribution';

const KEY = 'qs_lead_attribution';

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
});
afterEach(() => jest.useRealTimers());

describe('lead attribution history', () => {
  it('saves the arrival 2 s after load, with the referrer and utm_* parameters only', () => {
    startAttribution(
      { href: 'https://quieroseguro.co/EPS?utm_source=google&utm_campaign=eps-oro&gclid=abc&x=1' },
      'https://www.google.com/',
    );
    jest.advanceTimersByTime(1999);
    expect(localStorage.getItem(KEY)).toBeNull();
    // A lead sent in the first 2 s still carries this arrival.
    expect(leadAttributionInfo()).toHaveLength(1);

    jest.advanceTimersByTime(1);
    expect(readAttributionHistory()).toEqual([
      {
        url: 'https://quieroseguro.co/EPS?utm_source=google&utm_campaign=eps-oro&gclid=abc&x=1',
        referrer: 'https://www.google.com/',
        date: '2026-03-01T10:00:00.000Z',
        infoGA: { urlParams: { utm_source: 'google', utm_campaign: 'eps-oro' } },
      },
    ]);
    expect(leadAttributionInfo()).toEqual(readAttributionHistory());
  });

  it('keeps at most 100 entries, dropping the oldest', () => {
    const arrivals = Array.from({ length: 105 }, (_, i) =>
      arrivalOf(`https://quieroseguro.co/p${i}`, '', new Date(Date.UTC(2026, 0, 1, 0, i))),
    );
    localStorage.setItem(KEY, JSON.stringify(arrivals.slice(0, 104)));
    expect(readAttributionHistory()).toHaveLength(ATTRIBUTION_MAX_ENTRIES);

    startAttribution({ href: 'https://quieroseguro.co/nuevo' }, '');
    jest.advanceTimersByTime(2000);
    const history = readAttributionHistory();
    expect(history).toHaveLength(100);
    expect(history[0]?.url).toBe('https://quieroseguro.co/p5');
    expect(history[99]?.url).toBe('https://quieroseguro.co/nuevo');
  });

  it('does not count a reload within 30 minutes as a new arrival, and cuts values to what the API accepts', () => {
    const first = arrivalOf('https://quieroseguro.co/', 'https://a.co/', new Date('2026-03-01T10:00:00Z'));
    expect(
      appendArrival([first], arrivalOf('https://quieroseguro.co/', 'https://a.co/', new Date('2026-03-01T10:20:00Z'))),
    ).toHaveLength(1);
    expect(
      appendArrival([first], arrivalOf('https://quieroseguro.co/', 'https://a.co/', new Date('2026-03-01T10:31:00Z'))),
    ).toHaveLength(2);
    const long = arrivalOf(
      `https://quieroseguro.co/?utm_term=${'x'.repeat(500)}&q=${'y'.repeat(3000)}`,
      'r'.repeat(3000),
      new Date(),
    );
    expect(long.url).toHaveLength(2000);
    expect(long.referrer).toHaveLength(2000);
    expect(long.infoGA.urlParams.utm_term).toHaveLength(200);
  });
});
