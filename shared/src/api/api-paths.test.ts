import { createApiClient } from './api-client';
import type { ApiAnswer, ApiPath, ApiTemplateOf } from './api-paths';
import type { FeedbackView, PlanDetail, PlanExclusion } from './contract';

/** True when A and B are the same type (not merely assignable). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const typeIs = <T extends true>(): T | undefined => undefined;

// Type-level: checked by the type check (`npm run typecheck`), not by running.
typeIs<Equal<ApiTemplateOf<'get', `/insurance/${number}/exclusions`>, '/insurance/{id}/exclusions'>>();
typeIs<Equal<ApiTemplateOf<'get', '/insurance/by-url'>, '/insurance/by-url'>>();
// A longer template before a shorter one whose `{id}` would also take the rest of the path.
typeIs<Equal<ApiTemplateOf<'get', `/purchases/${string}/receipt`>, '/purchases/{id}/receipt'>>();
typeIs<Equal<ApiTemplateOf<'get', `/purchases/${string}`>, '/purchases/{id}'>>();
// A query string written into the path.
typeIs<Equal<ApiTemplateOf<'get', `/chat/conversations/${string}?after=${number}`>, '/chat/conversations/{id}'>>();
// The answer is the success's JSON; a 204 (no content) is undefined.
typeIs<Equal<ApiAnswer<'get', `/insurance/${number}/exclusions`>['data'], PlanExclusion[]>>();
typeIs<
  Equal<undefined extends ApiAnswer<'get', `/qppayment/insurance-payment/${number}/getOffers`> ? true : false, true>
>();
// @ts-expect-error: no such path
typeIs<Equal<'/no-such-path' extends ApiPath<'get'> ? true : false, true>>();
// @ts-expect-error: /menu answers GET only
typeIs<Equal<'/menu' extends ApiPath<'post'> ? true : false, true>>();

const planAnswer = { data: { id: 7 } };

const clientWith = (body: unknown, status = 200) => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return { ok: status < 300, status, json: async () => body } as Response;
  });
  return { client: createApiClient({ fetchImpl }), calls };
};

describe('the API client typed from the document', () => {
  it('calls the same URL with the same body as before, and answers the parsed body', async () => {
    const { client, calls } = clientWith(planAnswer);
    const planId = 7;
    const exclusions: PlanExclusion[] = (await client.get(`/insurance/${planId}/exclusions`)).data;
    const plan: PlanDetail = (await client.get('/insurance/by-url', { url: 'plan-a' }, { cache: true })).data;
    const feedback: FeedbackView = (await client.patch(`/feedbacks/f-1`, { token: 't', rating: 4 })).data;
    expect([exclusions, plan, feedback]).toEqual([planAnswer.data, planAnswer.data, planAnswer.data]);
    expect(calls.map((call) => [call.url, call.init.method, call.init.body])).toEqual([
      ['/api/insurance/7/exclusions', 'GET', undefined],
      ['/api/insurance/by-url?url=plan-a', 'GET', undefined],
      ['/api/feedbacks/f-1', 'PATCH', JSON.stringify({ token: 't', rating: 4 })],
    ]);
  });

  it('still takes any path and body at runtime (an older slice calls it untyped)', async () => {
    const { client, calls } = clientWith(undefined, 204);
    const untyped = client as unknown as { post: (path: string, body: unknown) => Promise<unknown> };
    await expect(untyped.post('/not-in-the-document', { any: 1 })).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe('/api/not-in-the-document');
  });

  it('rejects, at the type level, calls the document does not have', () => {
    const { client } = clientWith(planAnswer);
    const refused = () => [
      // @ts-expect-error: no such path
      client.get('/insurance-by-url'),
      // @ts-expect-error: /menu answers GET only
      client.post('/menu', {}),
      // @ts-expect-error: an unknown query parameter
      client.get('/insurance/by-url', { address: 'plan-a' }),
      // @ts-expect-error: a body of the wrong shape
      client.post('/feedbacks', { rating: 'five' }),
      // @ts-expect-error: a field the answer does not have
      client.get('/menu').then((answer) => answer.items),
    ];
    expect(typeof refused).toBe('function');
  });
});
