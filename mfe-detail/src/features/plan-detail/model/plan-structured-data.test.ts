import { siteUrl, type PlanDetail } from '@qs/shared';
import { merged, planDetail } from '../../../test/test-fixtures';
import { organizationPath, planBreadcrumbList, planImage, planProduct } from './plan-structured-data';

const at = (path: string) => siteUrl(path);

describe('the plan as a schema.org Product (docs/seo.md)', () => {
  it('names the plan, its insurer as brand and its starting price as an Offer in COP, every URL absolute', () => {
    const plan = planDetail({ price: { minPrice: 69_400 } });
    expect(planProduct(plan, 'Vista General del Plan Complementario Oro')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Plan Complementario Oro',
      description: 'Vista General del Plan Complementario Oro',
      image: at('/api/images/products/EPS101-ORO.svg'),
      sku: 'EPS101-ORO',
      category: 'Plan Complementario EPS',
      url: at('/EPS/salud-andina-eps/plan-complementario-oro'),
      brand: { '@type': 'Organization', name: 'Salud Andina EPS', logo: at(plan.organization.metadata.image) },
      offers: {
        '@type': 'Offer',
        price: 69_400,
        priceCurrency: 'COP',
        availability: 'https://schema.org/InStock',
        url: at('/EPS/salud-andina-eps/plan-complementario-oro'),
      },
    });
    expect(at('/x')).toMatch(/^https?:\/\//);
  });

  it("takes the organization's logo when the plan has no image of its own", () => {
    const plan = merged(planDetail(), { insuranceMetadata: { metadata: { image: '' } } }) as PlanDetail;
    expect(planImage(plan)).toBe(plan.organization.metadata.image);
  });
});

describe("the plan page's BreadcrumbList", () => {
  it('is Inicio › comparator › organization › plan, positions 1 to 4, with absolute items', () => {
    expect(planBreadcrumbList(planDetail(), 'Inicio')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: at('/') },
        { '@type': 'ListItem', position: 2, name: 'EPS', item: at('/Comparar/EPS') },
        { '@type': 'ListItem', position: 3, name: 'Salud Andina EPS', item: at('/EPS/salud-andina-eps') },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Plan Complementario Oro',
          item: at('/EPS/salud-andina-eps/plan-complementario-oro'),
        },
      ],
    });
  });

  it("leaves the comparator out for a type no comparator lists: the organization's page is the next crumb", () => {
    const plan = planDetail({
      url: '/Seguros/huellitas-seguros/viaje',
      insuranceType: { name: 'VIAJEINTERNACIONAL', displayName: 'Viaje', upperType: { displayName: 'Viaje' } },
      organization: { displayName: 'Huellitas', metadata: { url: 'huellitas-seguros', typeAlias: 'Aseguradora' } },
    });
    const items = planBreadcrumbList(plan, 'Inicio').itemListElement;
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items[1]).toMatchObject({ name: 'Huellitas', item: at('/Seguros/huellitas-seguros') });
  });

  it("finds an organization's page by its kind, company plans included", () => {
    const company = planDetail({
      url: '/Empresa/SEGURO-COLECTIVO/aseguradora-andina/Planes/colectivo-basico',
      organization: { metadata: { url: 'aseguradora-andina', typeAlias: 'Aseguradora' } },
    });
    expect(organizationPath(company)).toBe('/Seguros/aseguradora-andina');
    const prepaid = planDetail({ organization: { metadata: { url: 'sol', typeAlias: 'Medicina Prepagada' } } });
    expect(organizationPath(prepaid)).toBe('/Medicina-Prepagada/sol');
  });
});
