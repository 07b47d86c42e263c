import { kindFrameKey, pageKindOf, snapshotKey } from './snapshot-page.mjs';

describe("a page's kind, for its kind frame (ADR 0007, 'A page no one has asked for yet')", () => {
  it("is the route of a plan's own page, with or without tracking parameters", () => {
    expect(pageKindOf('/EPS/salud-andina-eps/plan-complementario-oro')).toBe('/EPS/:urlOrganization/:insuranceUrl/*');
    expect(pageKindOf('/EPS/salud-andina-eps/plan-complementario-oro', 'utm_source=x&gclid=1')).toBe('/EPS/:urlOrganization/:insuranceUrl/*');
    expect(pageKindOf('/Medicina-Prepagada/a/plan-b')).toBe('/Medicina-Prepagada/:urlOrganization/:insuranceUrl/*');
    expect(pageKindOf('/Empresa/Salud/a/Planes/plan-b')).toBe('/Empresa/:productType/:urlOrganization/Planes/:insuranceUrl/*');
  });

  it('is the route of an article', () => {
    expect(pageKindOf('/QS-Blog/que-es-una-eps')).toBe('/QS-Blog/:slug');
    expect(pageKindOf('/QS-Blog/que-es-una-eps', 'utm_campaign=newsletter')).toBe('/QS-Blog/:slug');
  });

  it("is none for a plan's tab, a query of its own, the blog's list, or any other page", () => {
    for (const [path, query] of [
      ['/EPS/salud-andina-eps/plan-complementario-oro/Coberturas', ''],
      ['/EPS/salud-andina-eps/plan-complementario-oro', 'perfil=abc'],
      ['/Comparar/EPS', ''],
      ['/QS-Blog', ''],
      ['/', ''],
      ['/preview/EPS/a/b', ''],
      ['//evil.example/EPS/a/b', ''],
    ]) {
      expect([path, query, pageKindOf(path, query)]).toEqual([path, query, null]);
    }
  });

  it('is keyed per viewport and partner, apart from every page (a page starts with /)', () => {
    const kind = '/EPS/:urlOrganization/:insuranceUrl/*';
    expect(kindFrameKey('mobile', kind)).toBe('mobile  kind /EPS/:urlOrganization/:insuranceUrl/*');
    expect(kindFrameKey('mobile', kind, 'aliado')).not.toBe(kindFrameKey('mobile', kind));
    expect(kindFrameKey('mobile', kind, 'aliado')).not.toBe(snapshotKey('mobile', kind, 'aliado'));
  });
});
