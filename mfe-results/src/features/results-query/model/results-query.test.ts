import { COMPARATORS } from '@qs/shared';
import { hasFilters, parseResultsQuery, withFilters, writeResultsQuery } from './results-query';

const eps = COMPARATORS.find((comparator) => comparator.slug === 'EPS')!;
const polizas = COMPARATORS.find((comparator) => comparator.slug === 'Polizas-de-Salud')!;
const parse = (search: string, comparator = eps) => parseResultsQuery(new URLSearchParams(search), comparator);

describe('results query ↔ URL', () => {
  it('gives the comparator defaults for a plain URL', () => {
    expect(parse('')).toEqual({
      insuranceTypes: ['PLAN_COMPLEMENTARIO_EPS'],
      organizations: [],
      coverageOrganizations: [],
      fromPrice: null,
      toPrice: null,
      order: 'recommended',
      page: 1,
    });
  });

  it('reads every filter, the sort and the page', () => {
    expect(
      parse(
        'tipos=SEGURO_DENTAL_GENERAL,SEGURO_COVID&companias=11,12&clinicas=105&precioMin=50000&precioMax=200000&orden=lowerPrice&pagina=3',
        polizas,
      ),
    ).toEqual({
      insuranceTypes: ['SEGURO_DENTAL_GENERAL', 'SEGURO_COVID'],
      organizations: [11, 12],
      coverageOrganizations: [105],
      fromPrice: 50000,
      toPrice: 200000,
      order: 'lowerPrice',
      page: 3,
    });
  });

  it('drops what a hand-edited URL gets wrong instead of failing', () => {
    const query = parse('tipos=HACK&companias=1,x,-3,1&precioMin=abc&precioMax=-5&orden=DROP&pagina=0');
    expect(query.insuranceTypes).toEqual(['PLAN_COMPLEMENTARIO_EPS']);
    expect(query.organizations).toEqual([1]);
    expect(query.fromPrice).toBeNull();
    expect(query.toPrice).toBeNull();
    expect(query.order).toBe('recommended');
    expect(query.page).toBe(1);
  });

  it('swaps a minimum above the maximum', () => {
    expect(parse('precioMin=300000&precioMax=100000')).toMatchObject({ fromPrice: 100000, toPrice: 300000 });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const start = new URLSearchParams('comparar=1002,1003&IFRAME_AUTH=abc');
    const written = writeResultsQuery(start, { ...parse(''), organizations: [1, 2], order: 'POPULAR', page: 2 }, eps);
    expect(written.toString()).toBe('comparar=1002%2C1003&IFRAME_AUTH=abc&companias=1%2C2&orden=POPULAR&pagina=2');
    expect(writeResultsQuery(written, parse(''), eps).toString()).toBe('comparar=1002%2C1003&IFRAME_AUTH=abc');
  });

  it('round-trips every view through the URL', () => {
    const view = {
      ...parse('', polizas),
      insuranceTypes: ['SEGURO_COVID'],
      coverageOrganizations: [101, 107],
      fromPrice: 0,
      toPrice: 90000,
      order: 'DISTANCE' as const,
      page: 4,
    };
    expect(parseResultsQuery(writeResultsQuery(new URLSearchParams(), view, polizas), polizas)).toEqual(view);
  });

  it('goes back to page 1 on a filter change (docs/product/results.md#filters)', () => {
    expect(withFilters({ ...parse(''), page: 5 }, { organizations: [3] })).toMatchObject({
      organizations: [3],
      page: 1,
    });
  });

  it('knows whether the visitor narrowed the view', () => {
    expect(hasFilters(parse('orden=lowerPrice&pagina=2'), eps)).toBe(false);
    expect(hasFilters(parse('precioMax=100000'), eps)).toBe(true);
  });
});
