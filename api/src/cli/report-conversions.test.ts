import { AUTHORISED } from '../test-support/authorisation';
import { call, createTestApp, FIXED_NOW, type TestApp } from '../test-support/test-app';
import { saveEvents } from '../store/analytics-events';
import type { AnalyticsEvent } from '@qs/contract';
import { conversionTable, runConversionReport } from './report-conversions';

const at = (minutesAgo: number) => new Date(FIXED_NOW.getTime() - minutesAgo * 60_000).toISOString();
const EPS_ADS = { comparator: 'EPS', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'eps-marzo' };

const event = (name: AnalyticsEvent['name'], params: AnalyticsEvent['params'] = {}, when = at(5)): AnalyticsEvent => ({
  name,
  category: 'analytics',
  clientId: 'informe-0001',
  at: when,
  page: '/Comparar/EPS',
  params,
});

/** What the site sent today (through the route), and a few events dated around the period's edges (stored directly). */
const TODAY: AnalyticsEvent[] = [
  event('page_view'),
  event('page_view', EPS_ADS),
  event('view_item', { ...EPS_ADS, item_id: 'EPS101-ORO' }),
  event('view_item', { ...EPS_ADS, item_id: 'EPS102-PLATA' }),
  event('add_to_compare', { ...EPS_ADS, item_id: 'EPS101-ORO' }),
  event('generate_lead', { ...EPS_ADS, lead_id: '1' }),
  event('purchase', { ...EPS_ADS, value: 185000, currency: 'COP', transaction_id: 'T-1' }),
  // The confirmation page reloaded: the same transaction counts once.
  event('purchase', { ...EPS_ADS, value: 185000, currency: 'COP', transaction_id: 'T-1' }),
  event('purchase', { ...EPS_ADS, value: 90000, currency: 'COP', transaction_id: 'T-2' }),
  event('purchase', { ...EPS_ADS, value: 10000.4, currency: 'COP' }),
  event('page_view', { comparator: 'Mascotas', utm_source: 'facebook' }),
  event('purchase', { comparator: 'Mascotas', value: 50000, currency: 'COP', transaction_id: 'T-3' }),
  // An A/B test's events are no conversion: no row of their own.
  event('testAB_modal_test_variation', { comparator: 'Empresas' }),
];

const AROUND: AnalyticsEvent[] = [
  event('page_view', EPS_ADS, '2026-02-10T15:00:00.000Z'),
  // 23:30 on 4 March in Bogotá (UTC−5): inside `--until 2026-03-04`.
  event('page_view', EPS_ADS, '2026-03-05T04:30:00.000Z'),
  // Midnight of 5 March in Bogotá: outside it.
  event('page_view', EPS_ADS, '2026-03-05T05:00:00.000Z'),
];

const zero = { pageViews: 0, planViews: 0, addsToCompare: 0, leads: 0, purchases: 0, purchaseValueCop: 0 };
const MARCH_ROWS = [
  { ...zero, comparator: '(ninguno)', source: '(directo)', campaign: '(directo)', pageViews: 1 },
  {
    comparator: 'EPS',
    source: 'google',
    campaign: 'eps-marzo',
    pageViews: 2,
    planViews: 2,
    addsToCompare: 1,
    leads: 1,
    purchases: 3,
    purchaseValueCop: 285000.4,
  },
  {
    ...zero,
    comparator: 'Mascotas',
    source: '(directo)',
    campaign: '(directo)',
    purchases: 1,
    purchaseValueCop: 50000,
  },
  { ...zero, comparator: 'Mascotas', source: 'facebook', campaign: '(directo)', pageViews: 1 },
];

describe('the conversions report: npm run report:conversions and GET /api/admin/conversions', () => {
  let t: TestApp;
  let env: Record<string, string>;
  const report = async (args: string[]) => {
    const lines: string[] = [];
    const count = await runConversionReport(args, (line) => lines.push(line), env);
    return { lines, count };
  };
  beforeAll(async () => {
    t = await createTestApp();
    env = { QS_DATA_DIR: t.dir, QS_DB_FILE: t.database.file, DATABASE_URL: t.database.url ?? '' };
    const sent = await call(t.app, { method: 'POST', url: '/api/events', payload: { events: TODAY } });
    expect(sent.body).toEqual({ accepted: TODAY.length, dropped: 0 });
    await saveEvents(t.db, AROUND, FIXED_NOW);
    // A stored lead is not a conversion of the report: only the site's generate_lead events are.
    const lead = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { tipo: 1, first_name: 'Ana Ruiz', telefono: '3001112233', email: 'ana@correo.co', ...AUTHORISED },
    });
    expect(lead.status).toBe(201);
  });
  afterAll(() => t.close());

  it('counts per comparator and campaign over the period (Bogotá days), purchases once per transaction, in COP', async () => {
    const { lines, count } = await report(['--since', '2026-03-01', '--until', '2026-03-04', '--json']);
    expect(count).toBe(4);
    expect(lines.map((line) => JSON.parse(line))).toEqual(MARCH_ROWS);
  });

  it('without a period counts every event; a period of ISO times is exact', async () => {
    const all = (await report(['--json'])).lines.map((line) => JSON.parse(line));
    expect(all.find((row) => row.comparator === 'EPS')).toMatchObject({ pageViews: 4, purchases: 3 });
    const feb = (await report(['--since', '2026-02-10T15:00:00Z', '--until', '2026-02-10T15:00:01Z', '--json'])).lines;
    expect(feb.map((line) => JSON.parse(line))).toEqual([
      { ...zero, comparator: 'EPS', source: 'google', campaign: 'eps-marzo', pageViews: 1 },
    ]);
    expect((await report(['--since', '2027-01-01'])).count).toBe(0);
  });

  it('prints an aligned table', async () => {
    const { lines } = await report(['--since', '2026-03-01', '--until', '2026-03-04']);
    expect(lines).toEqual([
      'Comparador  Fuente     Campaña    Vistas de página  Vistas de plan  Al comparador  Leads  Compras  Valor COP',
      '----------  ---------  ---------  ----------------  --------------  -------------  -----  -------  ---------',
      '(ninguno)   (directo)  (directo)                 1               0              0      0        0          0',
      'EPS         google     eps-marzo                 2               2              1      1        3    285.000',
      'Mascotas    (directo)  (directo)                 0               0              0      0        1     50.000',
      'Mascotas    facebook   (directo)                 1               0              0      0        0          0',
    ]);
    expect(conversionTable([])).toHaveLength(2);
  });

  it('refuses a date it cannot read and an unknown option', async () => {
    await expect(report(['--since', '2026-02-30'])).rejects.toThrow('since: fecha inválida');
    await expect(report(['--until', 'mañana'])).rejects.toThrow('until: fecha inválida');
    await expect(report(['--since'])).rejects.toThrow('--since needs a date');
    await expect(report(['--desde', '2026-03-01'])).rejects.toThrow('Unknown option --desde');
  });

  it('answers staff the same rows at GET /api/admin/conversions', async () => {
    const answer = await call(t.app, {
      method: 'GET',
      url: '/api/admin/conversions?since=2026-03-01&until=2026-03-04',
      headers: { authorization: 'Bearer test-admin-token' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({
      data: MARCH_ROWS,
      metaData: { since: '2026-03-01T05:00:00.000Z', until: '2026-03-05T05:00:00.000Z' },
    });
    const bad = await call(t.app, {
      method: 'GET',
      url: '/api/admin/conversions?since=2026-13-01',
      headers: { authorization: 'Bearer test-admin-token' },
    });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'since: fecha inválida, usa AAAA-MM-DD o una fecha y hora ISO 8601',
    ]);
  });

  it('refuses anyone without the staff token, as the admin leads route does', async () => {
    for (const headers of [{}, { authorization: 'Bearer otro-token' }, { authorization: 'test-admin-token' }]) {
      const answer = await call(t.app, { method: 'GET', url: '/api/admin/conversions', headers });
      expect([answer.status, answer.body, answer.headers['www-authenticate']]).toEqual([
        401,
        { statusCode: 401, error: 'Unauthorized', message: 'Token de administración inválido' },
        'Bearer',
      ]);
    }
  });

  it('does not exist without QS_ADMIN_TOKEN', async () => {
    const bare = await createTestApp({ adminToken: null });
    try {
      const answer = await call(bare.app, {
        method: 'GET',
        url: '/api/admin/conversions',
        headers: { authorization: 'Bearer test-admin-token' },
      });
      expect(answer.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
