import { expect, test, type APIRequestContext } from '@playwright/test';
import { SECOND_HOST, startSecondHost, type SecondHost } from '../support/second-host';

// ADR 0007, "Where captures run": snapshots are taken by one capture worker, apart from the hosts that answer visitors, into
// one folder every host reads. A second host (QS_CAPTURE_URL, QS_SNAPSHOT_DIR) runs no browser of its own:
// a page asked of both hosts is taken once and then served by both.
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PAGE_HEADERS = { accept: 'text/html', 'user-agent': DESKTOP };

interface Status {
  worker: 'up' | 'down';
  pending: number | null;
  captured: number | null;
  // The worker's last captures: `number` counts as `captured` does, `key` is '{variant} {partner}{page}'.
  recent: { number: number; key: string }[] | null;
  snapshots: number;
}

const statusOf = async (request: APIRequestContext, origin: string): Promise<Status> =>
  (await (await request.get(`${origin}/__qs/prerender-status`)).json()) as Status;
/** The page's own snapshot; not a frame (`<div id="qs-prerendered" data-qs-frame>`: an article without one is sent its kind's). */
const hasSnapshot = async (request: APIRequestContext, url: string): Promise<boolean> =>
  (await (await request.get(url, { headers: PAGE_HEADERS })).text()).includes('<div id="qs-prerendered">');

test.describe('several hosts, one capture worker', () => {
  let second: SecondHost;
  test.beforeAll(async () => {
    second = await startSecondHost();
  });
  test.afterAll(async () => {
    await second?.stop();
  });

  test('a page both hosts were asked for is taken once and served by both', async ({ request, baseURL }) => {
    test.setTimeout(240_000);
    const main = baseURL!;
    // Both hosts report the same worker.
    expect((await statusOf(request, SECOND_HOST)).worker).toBe('up');
    // The warm-up is sent a few seconds after the host starts: run alone, this spec could begin before it and
    // count its captures. Wait until it has been taken (something captured, nothing pending).
    await expect
      .poll(async () => {
        const { pending, captured } = await statusOf(request, main);
        return pending === 0 && captured! > 0;
      }, { timeout: 120_000, intervals: [1000] })
      .toBe(true);
    const before = await statusOf(request, main);

    // The first article that has no snapshot yet: the second host's miss is the first request for it.
    const articles = (await (await request.get(`${main}/api/qp-university/articles?page=1`)).json()) as { data: { slug: string }[] };
    let path = '';
    for (const { slug } of articles.data.slice().reverse()) {
      if (!(await hasSnapshot(request, `${SECOND_HOST}/QS-Blog/${slug}`))) {
        path = `/QS-Blog/${slug}`;
        break;
      }
    }
    expect(path).not.toBe('');
    // The main host's visitors ask for it too, while it is queued or being taken.
    expect(await hasSnapshot(request, `${main}${path}`)).toBe(false);

    await expect.poll(() => hasSnapshot(request, `${SECOND_HOST}${path}`), { timeout: 90_000, intervals: [1000] }).toBe(true);
    expect(await hasSnapshot(request, `${main}${path}`)).toBe(true);
    await expect.poll(async () => (await statusOf(request, main)).pending, { timeout: 60_000, intervals: [500] }).toBe(0);
    const after = await statusOf(request, main);
    // Taken once, by the one worker. Other pages may be taken meanwhile (pages it links to, a refresh of a page
    // served past half its TTL): only this page's captures count.
    const ofPage = after.recent!.filter(({ number, key }) => number > before.captured! && key === `desktop ${path}`);
    expect(ofPage).toHaveLength(1);
    expect(after.captured! - before.captured!).toBeLessThanOrEqual(after.recent!.length);
    expect((await statusOf(request, SECOND_HOST)).captured).toBe(after.captured);
    expect((await statusOf(request, SECOND_HOST)).snapshots).toBe(after.snapshots);
  });
});
