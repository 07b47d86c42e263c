import type { PlanDetail } from '@qs/shared';
import { planCrumbs } from './plan-crumbs';
import { merged } from '../../../test/test-fixtures';
import { testPlan } from '../../../test/test-plan';

const planOf = (url: string, type: string, org = 'huellitas-seguros'): PlanDetail =>
  merged(testPlan, {
    url,
    insuranceType: { name: type, displayName: type },
    organization: { displayName: 'Compañía', metadata: { url: org } },
  });

describe('planCrumbs: where the line crumb leads (docs/product/detail.md#page-and-modal)', () => {
  it('leads to the comparator that lists the plan', () => {
    expect(planCrumbs(testPlan, undefined)[0]).toEqual({ label: 'EPS', href: '/Comparar/EPS' });
    expect(planCrumbs(planOf('/Empresa/SEGURO-COLECTIVO/x/Planes/y', 'SEGURO_COLECTIVO'), undefined)[0]?.href).toBe(
      '/Comparar/Empresas',
    );
  });

  it("leads to a comparator's type filter when the type is one of its options (Covid, dental)", () => {
    expect(planCrumbs(planOf('/Seguros/magdalena/covid', 'SEGURO_COVID'), undefined)[0]?.href).toBe(
      '/Comparar/Polizas-de-Salud?tipos=SEGURO_COVID',
    );
  });

  it('leads a pet plan to the pet comparator, not to the pólizas comparator of the same /Seguros/ section', () => {
    expect(planCrumbs(planOf('/Seguros/huellitas-seguros/mascota-basico', 'SEGURO_MASCOTAS'), undefined)[0]?.href).toBe(
      '/Comparar/Seguros-Mascotas',
    );
  });

  it("leads to the company's page when no comparator lists the type, never to a comparator without it", () => {
    expect(planCrumbs(planOf('/Seguros/huellitas-seguros/viaje', 'VIAJEINTERNACIONAL'), undefined)[0]?.href).toBe(
      '/Seguros/huellitas-seguros',
    );
  });
});
