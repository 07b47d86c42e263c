import { ApiError } from './api-error';
import {
  createPageDataStore,
  forgetSeededRequests,
  PAGE_DATA_ID,
  resetSeededRequests,
  seededRequest,
} from './page-data';

describe('createPageDataStore', () => {
  it('makes each request once by its key and settles it as the browser would', async () => {
    const store = createPageDataStore();
    const plan = jest.fn(async () => ({ name: 'Plan Oro' }));
    const [first, second] = await Promise.all([store.read('plan:/EPS/a/b', plan), store.read('plan:/EPS/a/b', plan)]);
    expect(plan).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ status: 'ready', value: { name: 'Plan Oro' } });
    expect(second).toBe(first);
    await expect(store.read('article:x', async () => Promise.reject(new ApiError(404, 'No existe')))).resolves.toEqual({
      status: 'not-found',
    });
    await expect(store.read('faq:1', async () => Promise.reject(new ApiError(503, 'Caída')))).resolves.toEqual({
      status: 'error',
    });
    expect(JSON.parse(store.serialize())).toEqual({
      'plan:/EPS/a/b': { status: 'ready', value: { name: 'Plan Oro' } },
      'article:x': { status: 'not-found' },
      'faq:1': { status: 'error' },
    });
  });

  it('runs every request the way it is given (the visitor of the page being rendered)', async () => {
    const seen: string[] = [];
    const store = createPageDataStore(async (request) => {
      seen.push('through the page');
      return request();
    });
    await store.read('menu', async () => []);
    expect(seen).toEqual(['through the page']);
  });

  it('carries no answer that came after the budget (the browser asks it), and aborts what is still asked', async () => {
    const store = createPageDataStore();
    let signal: AbortSignal | undefined;
    let answer: (value: string) => void = () => undefined;
    const late = store.read('slow', (given) => {
      signal = given;
      return new Promise<string>((resolve) => (answer = resolve));
    });
    store.abort();
    expect(signal?.aborted).toBe(true);
    answer('tarde');
    await late;
    expect(JSON.parse(store.serialize())).toEqual({});
  });

  it('gives an area that never waits (the shell) what came in time, and carries only what it rendered', async () => {
    const store = createPageDataStore();
    let answerLate: (value: string) => void = () => undefined;
    await store.prefetch('menu', async () => ['Inicio']);
    const late = store.prefetch(
      'notifications/current',
      () => new Promise<string>((resolve) => (answerLate = resolve)),
    );
    await store.prefetch('contactInformations', async () => ['unused on a partner site']);
    expect(store.ready('menu')).toEqual({ status: 'ready', value: ['Inicio'] });
    // Not there when the shell rendered: loading, on the server and (not carried) in the browser, even if it comes later.
    expect(store.ready('notifications/current')).toBeUndefined();
    answerLate('tarde');
    await late;
    expect(store.ready('notifications/current')).toBeUndefined();
    expect(JSON.parse(store.serialize())).toEqual({ menu: { status: 'ready', value: ['Inicio'] } });
  });

  it('writes JSON that cannot close its script element', async () => {
    const store = createPageDataStore();
    await store.read('html', async () => '</script><script>alert(1)</script>\u2028');
    const text = store.serialize();
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ html: { status: 'ready', value: '</script><script>alert(1)</script>\u2028' } });
  });
});

describe('seeded requests', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    resetSeededRequests();
  });

  it("reads the page's carried answers, for every area of the first view, until the visitor moves on", () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{"menu":{"status":"ready","value":[1]}}</script>`;
    expect(seededRequest('menu')).toEqual({ status: 'ready', value: [1] });
    // The header and a slot hydrated later both read it.
    expect(seededRequest('menu')).toEqual({ status: 'ready', value: [1] });
    expect(seededRequest('other')).toBeUndefined();
    forgetSeededRequests();
    expect(seededRequest('menu')).toBeUndefined();
  });

  it('gives a carried failure once: an area mounted again (its Reintentar) asks the API', () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{"plan:x":{"status":"error"},"menu":{"status":"ready","value":[]}}</script>`;
    expect(seededRequest('plan:x')).toEqual({ status: 'error' });
    expect(seededRequest('plan:x')).toBeUndefined();
    expect(seededRequest('menu')).toEqual({ status: 'ready', value: [] });
    expect(seededRequest('menu')).toEqual({ status: 'ready', value: [] });
  });

  it('a page without answers (or unreadable ones) has none', () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{not json</script>`;
    expect(seededRequest('menu')).toBeUndefined();
  });
});
