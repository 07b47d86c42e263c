import { ANSWER_TTL_MS, AnswerCache, MAX_SEEN_CALLS } from './answer-cache';

const UUID_A = '11111111-1111-4111-8111-111111111111';
const UUID_B = '22222222-2222-4222-8222-222222222222';
const answer = (uuid: string, cards = 'x') =>
  JSON.stringify({ data: [{ name: cards }], metaData: { total: 1, uuid, page: 1 } });

describe('AnswerCache', () => {
  it("keeps an answer only when its call comes a second time, and gives it with each caller's uuid", () => {
    const cache = new AnswerCache(() => 0);
    cache.set('call', answer(UUID_A), UUID_A);
    expect(cache.get('call', UUID_B)).toBeUndefined();
    cache.set('call', answer(UUID_A), UUID_A);
    expect(cache.get('call', UUID_B)).toBe(answer(UUID_B));
    expect(JSON.parse(cache.get('call', UUID_A) ?? '')).toEqual(JSON.parse(answer(UUID_A)));
    expect(cache.get('another call', UUID_A)).toBeUndefined();
  });

  it('gives nothing past the TTL, and a call seen longer ago counts as new', () => {
    let now = 0;
    const cache = new AnswerCache(() => now);
    cache.set('call', answer(UUID_A), UUID_A);
    now = ANSWER_TTL_MS;
    cache.set('call', answer(UUID_A), UUID_A);
    expect(cache.get('call', UUID_A)).toBeUndefined();
    now += 1;
    cache.set('call', answer(UUID_A), UUID_A);
    expect(cache.get('call', UUID_A)).toBeDefined();
    now += ANSWER_TTL_MS;
    expect(cache.get('call', UUID_A)).toBeUndefined();
  });

  it('does not keep an answer whose uuid is not its metaData.uuid exactly once', () => {
    const cache = new AnswerCache(() => 0);
    const twice = JSON.stringify({ data: [{ uuid: UUID_A }], metaData: { uuid: UUID_A } });
    for (const [body, uuid] of [
      [answer(UUID_A), UUID_B],
      [twice, UUID_A],
    ] as const) {
      cache.set('call', body, uuid);
      cache.set('call', body, uuid);
      expect(cache.get('call', uuid)).toBeUndefined();
    }
  });

  it('holds at most its bytes, the least recently used going first, and remembers a bounded number of calls', () => {
    const size = answer(UUID_A).length - UUID_A.length;
    const cache = new AnswerCache(() => 0, size * 2);
    for (const key of ['a', 'b', 'a', 'b']) cache.set(key, answer(UUID_A), UUID_A);
    expect(cache.get('a', UUID_A)).toBeDefined();
    for (const _ of [1, 2]) cache.set('c', answer(UUID_A), UUID_A);
    expect(cache.get('b', UUID_A)).toBeUndefined();
    expect(cache.get('a', UUID_A)).toBeDefined();
    expect(cache.get('c', UUID_A)).toBeDefined();
    const forgetful = new AnswerCache(() => 0);
    for (let i = 0; i <= MAX_SEEN_CALLS; i += 1) forgetful.set(`call ${i}`, answer(UUID_A), UUID_A);
    forgetful.set('call 0', answer(UUID_A), UUID_A);
    expect(forgetful.get('call 0', UUID_A)).toBeUndefined();
    forgetful.set(`call ${MAX_SEEN_CALLS}`, answer(UUID_A), UUID_A);
    expect(forgetful.get(`call ${MAX_SEEN_CALLS}`, UUID_A)).toBeDefined();
  });
});
