import { expect, test } from '@playwright/test';

// ADR 0007, "A visitor cannot drive it": a visitor cannot drive the prerenderer. Invented paths answer 404 and are never taken; one
// client fills at most its share of the queue; the warm set stays served. A client is told apart by its
// address: the site trusts this machine as its proxy, so X-Forwarded-For names the visitor here.
const PHONE = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const asVisitor = (address: string) => ({ accept: 'text/html', 'user-agent': PHONE, 'x-forwarded-for': address });

interface Status {
  pending: number;
  queue: { visitors: number; background: number; running: number } | null;
}

test.describe('the prerenderer under a flood', () => {
  test('invented plan, company and article paths answer 404 with the shell and are never queued', async ({ request }) => {
    const before = (await (await request.get('/__qs/prerender-status')).json()) as Status;
    const invented = Array.from({ length: 20 }, (_, i) => [`/EPS/x-org-${i}/plan-${i}`, `/QS-Blog/no-existe-${i}`, `/EPS/x-org-${i}`]).flat();
    for (const path of invented) {
      const answer = await request.get(path, { headers: asVisitor('203.0.113.50') });
      expect([path, answer.status()]).toEqual([path, 404]);
      expect(await answer.text()).toContain('<div id="root"');
    }
    const after = (await (await request.get('/__qs/prerender-status')).json()) as Status;
    expect(after.queue!.visitors).toBeLessThanOrEqual(before.queue!.visitors);
    // A page that exists is still a 200.
    expect((await request.get('/EPS/salud-andina-eps/plan-complementario-oro', { headers: asVisitor('203.0.113.50') })).status()).toBe(200);
  });

  test('one client queues at most its share; the home page keeps its snapshot', async ({ request }) => {
    const articles = (await (await request.get('/api/qp-university/articles?page=1')).json()) as { data: { slug: string }[] };
    const landings = (await (await request.get('/api/country-landings?type=EPS&page=1')).json()) as { data: { url: string }[] };
    const real = [...articles.data.map((article) => `/QS-Blog/${article.slug}`), ...landings.data.map((landing) => `/${landing.url}`)];
    expect(real.length).toBeGreaterThan(12);
    // Other specs' visits (this machine's, without a share) may still be waiting: count what this client adds.
    const before = (await (await request.get('/__qs/prerender-status')).json()) as Status;
    for (const path of real) await request.get(path, { headers: asVisitor('198.51.100.77') });
    const after = (await (await request.get('/__qs/prerender-status')).json()) as Status;
    // A tenth of the queue (100) for this client.
    expect(after.queue!.visitors - before.queue!.visitors).toBeLessThanOrEqual(10);

    await expect
      .poll(async () => (await (await request.get('/', { headers: asVisitor('198.51.100.78') })).text()).includes('id="qs-prerendered"'), { timeout: 60_000, intervals: [1000] })
      .toBe(true);
  });
});
