import { fieldValue, fillKindFrame } from './kind-frame.mjs';
import { startPrerenderingHost } from '../test-support/fake-capture-worker.mjs';
import { PARTNER, PLAN as API_PLAN } from '../test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT } from '../test-support/host-server.mjs';
import { createSnapshotStore, registryVersion, snapshotKey } from './snapshot-store.mjs';
import { kindFrameKey } from './snapshot-page.mjs';

const FRAME =
  '<article><nav data-qs-page-part="" aria-busy="true" data-qs-frame-height="20"></nav><header>' +
  '<img class="qs-plan-header__logo" data-qs-field-src="organization.metadata.image" alt="" width="120" height="60">' +
  '<h1 class="qs-plan-header__title" data-qs-field="displayName"></h1>' +
  '<p>Organización: <span data-qs-field="organization.displayName"></span></p></header></article>';
const PLAN = { displayName: 'Plan Complementario Plata', organization: { displayName: 'Salud Andina EPS', metadata: { image: '/api/images/organizations/salud-andina-eps.svg' } } };

describe("a kind frame filled with a page's own fields (ADR 0007, 'A page no one has asked for yet')", () => {
  it('writes each field the frame names: texts escaped, images with their address', () => {
    expect(fillKindFrame(FRAME, PLAN)).toBe(
      '<article><nav data-qs-page-part="" aria-busy="true" data-qs-frame-height="20"></nav><header>' +
        '<img class="qs-plan-header__logo" data-qs-field-src="organization.metadata.image" src="/api/images/organizations/salud-andina-eps.svg" alt="" width="120" height="60">' +
        '<h1 class="qs-plan-header__title" data-qs-field="displayName">Plan Complementario Plata</h1>' +
        '<p>Organización: <span data-qs-field="organization.displayName">Salud Andina EPS</span></p></header></article>',
    );
    const html = fillKindFrame(FRAME, { ...PLAN, displayName: 'Plan <b>A</b> & "B"' });
    expect(html).toContain('data-qs-field="displayName">Plan &lt;b&gt;A&lt;/b&gt; &amp; "B"</h1>');
  });

  it('gives nothing (the live page) for a missing, empty or too long field, or an image that is not a path of this site', () => {
    const without = (change) => fillKindFrame(FRAME, change(structuredClone(PLAN)));
    expect(without((plan) => (delete plan.displayName, plan))).toBeNull();
    expect(without((plan) => ({ ...plan, displayName: '  ' }))).toBeNull();
    expect(without((plan) => ({ ...plan, displayName: 'x'.repeat(301) }))).toBeNull();
    expect(without((plan) => ({ ...plan, displayName: { text: 'x' } }))).toBeNull();
    for (const image of ['https://evil.example/a.svg', '//evil.example/a.svg', 'javascript:alert(1)', '/api/images/../../x', '/a" onerror="x', '']) {
      expect([image, without((plan) => ((plan.organization.metadata.image = image), plan))]).toEqual([image, null]);
    }
    expect(fillKindFrame(FRAME, null)).toBeNull();
    expect(fillKindFrame('<main><h1>x</h1></main>', PLAN)).toBeNull();
  });

  it('gives nothing when a field is written in a way the frame does not expect (not empty, an odd attribute)', () => {
    expect(fillKindFrame('<h1 data-qs-field="displayName">Plan Oro</h1>', PLAN)).toBeNull();
    expect(fillKindFrame('<h1 title="a>b" data-qs-field="displayName"></h1>', PLAN)).toBeNull();
  });

  it('reads only own fields along a plain path, text or numbers', () => {
    expect(fieldValue({ a: { b: 3 } }, 'a.b')).toBe('3');
    expect(fieldValue({ a: {} }, 'a.toString')).toBeUndefined();
    expect(fieldValue({ a: 'x' }, '__proto__')).toBeUndefined();
    expect(fieldValue({ a: 'x' }, 'a[0]')).toBeUndefined();
    expect(fieldValue({ a: true }, 'a')).toBeUndefined();
  });
});

describe("a host sending a plan's page with no snapshot its kind frame", () => {
  const PHONE = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const TOKEN = 'kind-frame-test-token';
  const KIND = '/EPS/:urlOrganization/:insuranceUrl/*';
  const remotes = [{ name: 'detail', entry: 'http://127.0.0.1:9/mf-manifest.json', version: '1.0.0' }];
  let started;
  const ask = async (path, userAgent = PHONE) => (await started.host.request(path, { headers: { accept: 'text/html', 'user-agent': userAgent, host: 'localhost' } })).text;
  const frameOf = (html) => /<div id="qs-prerendered" data-qs-frame><template shadowrootmode="closed">.*?<div id="root">(.*?)<\/div><\/template>/s.exec(html)?.[1] ?? null;

  beforeAll(async () => {
    started = await startPrerenderingHost({ remotes, token: TOKEN, env: { QS_PRERENDER_WARM: '0' } });
    const store = createSnapshotStore({ dir: started.dir });
    await store.set(kindFrameKey('mobile', KIND), registryVersion(remotes), { html: '', frame: FRAME, css: 'h1{color:red}', stylesheets: [] }, { frameOnly: true });
    await store.set(kindFrameKey('mobile', KIND, 'aliado'), registryVersion({ remotes: [], partner: PARTNER }), { html: '', frame: FRAME, css: '', stylesheets: [] }, { frameOnly: true });
  });
  afterAll(() => started?.stop(), HOST_STOP_TIMEOUT);

  it("fills it with the page's own data, the API's answer to the call the page makes first, and still queues the page", async () => {
    const html = await ask(API_PLAN.url);
    expect(frameOf(html)).toBe(fillKindFrame(FRAME, API_PLAN));
    expect(frameOf(html)).toContain('>Plan Complementario Plata</h1>');
    expect(html).toContain('h1{color:red}');
    expect(started.worker.jobs).toContainEqual(expect.objectContaining({ pathname: API_PLAN.url, variant: 'mobile' }));
    // Tracking parameters change nothing.
    expect(frameOf(await ask(`${API_PLAN.url}?utm_source=x`))).toBe(frameOf(html));
  });

  it('sends none to a crawler, to a viewport with no kind frame, to a tab of the plan, or for a plan the API does not know', async () => {
    expect(await ask(API_PLAN.url, GOOGLEBOT)).not.toContain('data-qs-frame');
    expect(await ask(API_PLAN.url, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0')).not.toContain('data-qs-frame');
    expect(await ask(`${API_PLAN.url}/Coberturas`)).not.toContain('data-qs-frame');
    expect(await ask('/EPS/salud-andina-eps/plan-inexistente')).not.toContain('qs-prerendered');
  });

  it("sends a partner's visitor nothing of a plan the partner may not show: the page does not exist there", async () => {
    const answer = await started.host.request(API_PLAN.url, { headers: { accept: 'text/html', 'user-agent': PHONE, host: 'aliado.localhost' } });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('qs-prerendered');
    expect(answer.text).not.toContain(API_PLAN.displayName);
  });

  it("tells this machine's tools whether a page has a snapshot, without queueing it", async () => {
    const jobs = started.worker.jobs.length;
    const status = async (page) => JSON.parse((await started.host.request(`/__qs/prerender-status?${new URLSearchParams({ page, variant: 'mobile' })}`)).text);
    expect(await status('/EPS/salud-andina-eps/plan-complementario-oro')).toEqual({ page: '/EPS/salud-andina-eps/plan-complementario-oro', stored: false, kindFrame: true });
    expect(await status('/Seguros/a/plan-b')).toEqual({ page: '/Seguros/a/plan-b', stored: false, kindFrame: false });
    await createSnapshotStore({ dir: started.dir }).set(snapshotKey('mobile', '/EPS/salud-andina-eps/plan-complementario-oro'), registryVersion(remotes), { html: '<h1>Oro</h1>', css: '', stylesheets: [] });
    expect((await status('/EPS/salud-andina-eps/plan-complementario-oro')).stored).toBe(true);
    expect(started.worker.jobs.length).toBe(jobs);
  });
});
