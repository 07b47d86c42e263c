import { conversionValueOf, leadRouteOf } from './conversion-value';

const line = (id: number, route: string, value: number) => ({
  id,
  name: `LINE_${id}`,
  displayName: `Line ${id}`,
  requiresEmployees: false,
  conversionValue: { colombia: { value, currency: 'COP' } },
  origin: [{ route, webApplicationId: 3 }],
});
const LINES = [
  line(1, '/Comparar/EPS', 45000),
  line(2, '/Comparar/Polizas-de-Salud', 60000),
  line(4, '/Comparar/Empresas', 150000),
  line(6, '/Seguros', 12000),
  line(8, '/contacto', 10000),
];

describe('conversionValueOf', () => {
  it("values a lead by the business line of the page's comparator", () => {
    expect(conversionValueOf(LINES, '/Comparar/EPS')).toEqual({ value: 45000, currency: 'COP' });
    expect(conversionValueOf(LINES, '/Comparar/EPS/Empresa')).toEqual({ value: 45000, currency: 'COP' });
  });

  it("values a plan page's lead by its section's comparator, not by a line named like the section", () => {
    expect(leadRouteOf('/Seguros/aseguradora-andina/poliza-plus')).toBe('/Comparar/Polizas-de-Salud');
    expect(conversionValueOf(LINES, '/Seguros/aseguradora-andina/poliza-plus')).toEqual({
      value: 60000,
      currency: 'COP',
    });
    expect(conversionValueOf(LINES, '/Empresa/salud/andina/Planes/colectivo-oro')).toEqual({
      value: 150000,
      currency: 'COP',
    });
    expect(conversionValueOf(LINES, '/Seguros')).toEqual({ value: 12000, currency: 'COP' });
  });

  it("values a lead from a page no line names as the contact line's, and gives nothing without a COP value", () => {
    expect(conversionValueOf(LINES, '/QS-Blog/un-articulo')).toEqual({ value: 10000, currency: 'COP' });
    expect(conversionValueOf([], '/Comparar/EPS')).toBeNull();
  });
});
