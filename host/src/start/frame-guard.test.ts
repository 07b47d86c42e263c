import { isFrameAuthorised, isFramed, UNAUTHORISED_WARNING } from './frame-guard';

const json = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;

describe('iframe guard', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.clear();
  });
  afterEach(() => warn.mockRestore());

  it('knows a top-level page from a framed one', () => {
    expect(isFramed(window)).toBe(false);
    expect(isFramed({ self: {}, top: {} } as unknown as Window)).toBe(true);
  });

  it('authorises a framed page whose token lists its path', async () => {
    global.fetch = jest.fn(async () =>
      json(200, { data: { allowedUrls: ['/Comparar'], origin: 'https://aliado.example' } }),
    ) as typeof fetch;
    expect(await isFrameAuthorised('?IFRAME_AUTH=tok-1', '/Comparar/EPS')).toBe(true);
    expect(String(jest.mocked(global.fetch).mock.calls[0]![0])).toBe('/api/integration/iframe-token?token=tok-1');
    expect(warn).not.toHaveBeenCalled();
    // Later pages of the same visit keep the token.
    expect(await isFrameAuthorised('', '/Comparar/Polizas-de-Salud')).toBe(true);
  });

  it('logs the product warning (docs/product/shell.md#iframe-mode) and refuses without a token, with a bad token or outside the list', async () => {
    expect(await isFrameAuthorised('', '/Comparar/EPS')).toBe(false);
    global.fetch = jest.fn(async () => json(401, { message: 'Token inválido' })) as typeof fetch;
    expect(await isFrameAuthorised('?IFRAME_AUTH=bad', '/Comparar/EPS')).toBe(false);
    global.fetch = jest.fn(async () => json(200, { data: { allowedUrls: ['/Comparar'] } })) as typeof fetch;
    expect(await isFrameAuthorised('?IFRAME_AUTH=tok', '/QS-Blog')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(UNAUTHORISED_WARNING);
  });

  it("refuses another partner's token on a partner subdomain, and accepts the partner's own", async () => {
    global.fetch = jest.fn(async () =>
      json(200, { data: { subdomain: 'cooperativa', allowedUrls: ['/Comparar'] } }),
    ) as typeof fetch;
    expect(await isFrameAuthorised('?IFRAME_AUTH=tok-coop', '/Comparar/EPS', 'aliado.localhost')).toBe(false);
    expect(warn).toHaveBeenCalledWith(UNAUTHORISED_WARNING);
    sessionStorage.clear();
    expect(await isFrameAuthorised('?IFRAME_AUTH=tok-coop', '/Comparar/EPS', 'cooperativa.localhost')).toBe(true);
  });
});
