import { isStaffCall } from './staff-calls.mjs';
import { startFakeApi } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';

// docs/adr/0022-slices-by-business-area.md: the agents' inbox is a staff app on its own origin; the public site
// neither serves its page nor carries its calls.
describe('the public site and the staff calls', () => {
  it('knows an agents call however it is written', () => {
    for (const url of [
      '/api/chat/agent/session',
      '/api/chat/agent',
      '/api/chat/agent/events?x=1',
      '/API/Chat/Agent/session',
      '/api/chat/%61gent/session',
      '//api/chat//agent/session',
    ])
      expect([url, isStaffCall(url)]).toEqual([url, true]);
    for (const url of ['/api/chat/available', '/api/chat/conversations', '/api/chat/agentes', '/agentes/chat'])
      expect([url, isStaffCall(url)]).toEqual([url, false]);
  });

  describe('on the host server', () => {
    let api;
    let host;
    beforeAll(async () => {
      api = await startFakeApi();
      host = await startHost({ apiUrl: api.url, remotes: [] });
    }, 30_000);
    afterAll(async () => {
      await host?.stop();
      await api?.stop();
    }, HOST_STOP_TIMEOUT);

    it("refuses the agents' calls without asking the API, and serves the visitors' chat calls", async () => {
      const before = api.seen.length;
      const refused = await host.request('/api/chat/agent/session', { headers: { cookie: 'qs_chat_agent=abc' } });
      expect([refused.status, JSON.parse(refused.text).message]).toEqual([404, 'Recurso no encontrado']);
      expect(api.seen.length).toBe(before);
      await host.request('/api/chat/available');
      expect(api.seen.at(-1)?.path).toBe('/api/chat/available');
    });

    it('has no /agentes/chat page of its own: no noindex header, the shell like any unknown address', async () => {
      const page = await host.request('/agentes/chat', { headers: { accept: 'text/html', host: 'localhost' } });
      expect(page.headers['x-robots-tag']).toBeUndefined();
      expect(page.text).toContain('<div id="root"></div>');
    });
  });
});
