import { originOf, partnerOrigin, publicSiteSettings, readSiteSettings, subdomainOf } from './site-domain.mjs';

describe('subdomainOf, the one subdomain parser', () => {
  it.each([
    ['aliado.localhost', 'localhost', 'aliado'],
    ['aliado.localhost:3000', 'localhost', 'aliado'],
    ['ALIADO.QuieroSeguro.co', 'quieroseguro.co', 'aliado'],
    ['aliado.quieroseguro.co.', 'quieroseguro.co', 'aliado'],
    ['mi-aliado-2.quieroseguro.test:3000', 'quieroseguro.test', 'mi-aliado-2'],
  ])('%s on %s is the partner %s', (host, domain, subdomain) => {
    expect(subdomainOf(host, domain)).toBe(subdomain);
  });

  it.each([
    ['localhost:3000', 'localhost'],
    ['quieroseguro.co', 'quieroseguro.co'],
    ['www.quieroseguro.co', 'quieroseguro.co'],
    ['a.b.quieroseguro.co', 'quieroseguro.co'],
    ['aliado.localhost', 'quieroseguro.co'],
    ['aliado.quieroseguro.co.evil.com', 'quieroseguro.co'],
    ['aliadoquieroseguro.co', 'quieroseguro.co'],
    ['-aliado.quieroseguro.co', 'quieroseguro.co'],
    ['mal_nombre!.quieroseguro.co', 'quieroseguro.co'],
    [`${'a'.repeat(64)}.quieroseguro.co`, 'quieroseguro.co'],
    ['', 'quieroseguro.co'],
  ])('%s on %s is no partner', (host, domain) => {
    expect(subdomainOf(host, domain)).toBeNull();
  });

  it('reads localhost when no domain is given', () => {
    expect(subdomainOf('aliado.localhost:3000')).toBe('aliado');
    expect(subdomainOf(undefined)).toBeNull();
  });
});

describe('readSiteSettings', () => {
  it("keeps today's site with no setting: localhost:3000, and 127.0.0.1 as an alias", () => {
    expect(readSiteSettings({})).toEqual({
      domain: 'localhost',
      origin: 'http://localhost:3000',
      aliases: ['http://127.0.0.1:3000'],
    });
    expect(readSiteSettings({ QS_HOST_PORT: '3100' }).origin).toBe('http://localhost:3100');
  });

  it("moves the whole site with QS_SITE_DOMAIN, on the host's port", () => {
    expect(readSiteSettings({ QS_SITE_DOMAIN: 'QuieroSeguro.test' })).toEqual({
      domain: 'quieroseguro.test',
      origin: 'http://quieroseguro.test:3000',
      aliases: [],
    });
  });

  it('takes the public scheme and port from QS_SITE_ORIGIN; the host keeps its own address as an alias', () => {
    expect(readSiteSettings({ QS_SITE_DOMAIN: 'quieroseguro.co', QS_SITE_ORIGIN: 'https://quieroseguro.co' })).toEqual({
      domain: 'quieroseguro.co',
      origin: 'https://quieroseguro.co',
      aliases: ['http://quieroseguro.co:3000'],
    });
    expect(readSiteSettings({ QS_SITE_ORIGIN: 'https://www.quieroseguro.co/' })).toMatchObject({
      domain: 'quieroseguro.co',
      origin: 'https://www.quieroseguro.co',
    });
    expect(
      readSiteSettings({
        QS_SITE_ORIGIN: 'https://quieroseguro.co:8443',
        QS_SITE_ORIGINS: 'https://staging.example, https://b.example/',
      }).aliases,
    ).toEqual(['http://quieroseguro.co:3000', 'https://staging.example', 'https://b.example']);
  });

  it.each([
    [{ QS_SITE_DOMAIN: 'quiero seguro.co' }],
    [{ QS_SITE_DOMAIN: 'http://quieroseguro.co' }],
    [{ QS_SITE_DOMAIN: '-x.co' }],
    [{ QS_SITE_ORIGIN: 'quieroseguro.co' }],
    [{ QS_SITE_ORIGIN: 'ftp://quieroseguro.co' }],
    [{ QS_SITE_ORIGIN: 'https://quieroseguro.co/es' }],
    [{ QS_SITE_ORIGIN: 'https://user@quieroseguro.co' }],
    [{ QS_SITE_DOMAIN: 'quieroseguro.co', QS_SITE_ORIGIN: 'https://otro.example' }],
    [{ QS_SITE_DOMAIN: 'quieroseguro.co', QS_SITE_ORIGIN: 'https://aliado.quieroseguro.co' }],
  ])('stops on a setting it cannot read: %j', (env) => {
    expect(() => readSiteSettings(env)).toThrow(/^Site settings: /);
  });

  it('hands the browser the domain and origin only', () => {
    expect(publicSiteSettings(readSiteSettings({ QS_SITE_DOMAIN: 'quieroseguro.test' }))).toEqual({
      domain: 'quieroseguro.test',
      origin: 'http://quieroseguro.test:3000',
    });
  });
});

describe('partnerOrigin and originOf', () => {
  const tls = readSiteSettings({ QS_SITE_ORIGIN: 'https://quieroseguro.co' });
  const local = readSiteSettings({});

  it("puts a partner on the main site's scheme and port", () => {
    expect(partnerOrigin(tls, 'aliado')).toBe('https://aliado.quieroseguro.co');
    expect(partnerOrigin(local, 'aliado')).toBe('http://aliado.localhost:3000');
  });

  it.each([
    ['https://quieroseguro.co', { site: true }],
    ['http://quieroseguro.co:3000', { site: true }],
    ['https://aliado.quieroseguro.co', { partner: 'aliado' }],
    ['https://evil.quieroseguro.co', { partner: 'evil' }],
    ['http://aliado.quieroseguro.co', null],
    ['https://aliado.quieroseguro.co:8443', null],
    ['https://www.quieroseguro.co', null],
    ['https://quieroseguro.co.evil.com', null],
    ['https://quieroseguro.co/', null],
    ['null', null],
    ['', null],
  ])('%s is %j', (origin, kind) => {
    expect(originOf(origin, tls)).toEqual(kind);
  });

  it('keeps the local names of today', () => {
    expect(
      [
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://aliado.localhost:3000',
        'https://localhost:3000',
        'http://localhost:3001',
      ].map((origin) => originOf(origin, local)),
    ).toEqual([{ site: true }, { site: true }, { partner: 'aliado' }, null, null]);
  });
});
