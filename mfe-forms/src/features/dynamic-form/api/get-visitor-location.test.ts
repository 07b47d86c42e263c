import { apiClient } from '@qs/shared';
import { stubFetch } from '../../../test/fetch-stub';
import { getVisitorLocation, LOCATION_SESSION_KEY } from './get-visitor-location';

beforeEach(() => {
  apiClient.clearCache();
  sessionStorage.clear();
});

describe('getVisitorLocation', () => {
  it('asks GET /api/geo/location once per session and keeps the code', async () => {
    const { requests } = stubFetch(() => ({ status: 200, body: { data: { loc: 'pe' } } }));
    const [first, second] = await Promise.all([getVisitorLocation(), getVisitorLocation()]);
    expect([first, second]).toEqual(['PE', 'PE']);
    expect(await getVisitorLocation()).toBe('PE');
    expect(requests.map((request) => request.path)).toEqual(['/api/geo/location']);
    expect(sessionStorage.getItem(LOCATION_SESSION_KEY)).toBe('PE');
  });

  it('resolves null on a failure or a malformed answer, and asks again next time', async () => {
    let answer = { status: 503, body: { message: 'caído' } as unknown };
    const { requests } = stubFetch(() => answer);
    expect(await getVisitorLocation()).toBeNull();
    answer = { status: 200, body: { data: { loc: '<b>' } } };
    expect(await getVisitorLocation()).toBeNull();
    answer = { status: 200, body: { data: { loc: 'CO' } } };
    expect(await getVisitorLocation()).toBe('CO');
    expect(requests).toHaveLength(3);
  });
});
