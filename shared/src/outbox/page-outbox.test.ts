import { getEventBus } from '../events/event-bus';
import { localStorageOutboxStore } from './outbox-store';
import { getOutbox, resetOutbox, startOutbox } from './page-outbox';

const KEY = 'qs_lead_outbox:key-0042';
const entry = {
  id: 'key-0042',
  kind: 'plan_request',
  path: '/solicitarplans',
  body: { productCode: 'EPS101-ORO', email: 'ana@correo.co' },
  createdAt: Date.now(),
  attempts: 3,
  nextAttemptAt: 0,
};
const LEAD = { id: 42, createdAt: '2026-03-01T10:00:00.000Z', status: { id: 2, name: 'Asignado' }, dataSocio: null };

afterEach(() => {
  resetOutbox();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the page outbox', () => {
  it('delivers a stored entry at start through the API client, with its key, and announces contact/sent', async () => {
    localStorage.setItem(KEY, JSON.stringify(entry));
    const fetchMock = jest.fn(async () => ({ ok: true, status: 201, json: async () => ({ data: LEAD }) }) as Response);
    global.fetch = fetchMock as typeof fetch;
    const sent: unknown[] = [];
    const subscription = getEventBus()
      .on('contact/sent')
      .subscribe((payload) => sent.push(payload));

    startOutbox();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/solicitarplans');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-0042');
    expect(JSON.parse(String(init.body))).toEqual(entry.body);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sent).toEqual([{ lead: LEAD, productCode: 'EPS101-ORO' }]);
    expect(getOutbox().get('key-0042')).toMatchObject({ status: 'sent', restored: true });
    subscription.unsubscribe();
  });
});

describe('localStorageOutboxStore', () => {
  it("keeps one key per entry, drops unreadable ones and reports other tabs' changes", () => {
    const events = new EventTarget();
    const store = localStorageOutboxStore('qs_lead_outbox:', events as Window);
    localStorage.setItem('qs_lead_outbox:broken', '{"id":');
    localStorage.setItem('qs_other', 'x');
    expect(store.write(entry as never)).toBe(true);
    expect(store.list()).toEqual([entry]);
    expect(localStorage.getItem('qs_lead_outbox:broken')).toBeNull();
    expect(localStorage.getItem('qs_other')).toBe('x');

    const changes: unknown[] = [];
    const stop = store.onExternalChange((id, value) => changes.push([id, value]));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: KEY, newValue: null }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'qs_other', newValue: 'y' }));
    stop();
    expect(changes).toEqual([['key-0042', null]]);
    store.remove('key-0042');
    expect(store.read('key-0042')).toBeNull();
  });

  it('answers false when the browser refuses to store (quota, private mode)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(localStorageOutboxStore('qs_lead_outbox:').write(entry as never)).toBe(false);
  });
});
