import {
  answers,
  IdParams,
  RefreshQuery,
  CoverageOrganizationsAnswer,
  type ClinicKind,
  type CoverageOrganization,
} from '@qs/contract';
import type { Db } from '../../db/open';
import { parseJson } from '../../db/open';
import { caseFolded } from '../../db/dialect';
import type { RouteModule } from '../context';
import { requirePlan } from './plan-lookup';

interface NetworkRow {
  coverage_code: string;
  coverage_name: string;
  percentage: number;
  deductible: number;
  id: number;
  display_name: string;
  slug: string;
  city: string;
  state_code: string;
  state_name: string;
  metadata: string;
}

/**
 * Coverage organizations (docs/product/api.md#plan-detail-calls): one group per coverage with its network of clinics, in the order the
 * clinic list shows them (percentage desc, copago asc; clinics by name).
 */
export const coverageOrganizations = async (db: Db, planId: number): Promise<CoverageOrganization[]> => {
  const rows = (await db
    .selectFrom('coverage_networks as n')
    .innerJoin('organizations as o', 'o.id', 'n.clinic_id')
    .select([
      'n.coverage_code',
      'n.coverage_name',
      'n.percentage',
      'n.deductible',
      'o.id',
      'o.display_name',
      'o.slug',
      'o.city',
      'o.state_code',
      'o.state_name',
      'o.metadata',
    ])
    .where('n.plan_id', '=', planId)
    .orderBy('n.percentage', 'desc')
    .orderBy('n.deductible', 'asc')
    .orderBy('n.coverage_code')
    .orderBy((eb) => caseFolded(eb, 'o.display_name'))
    .execute()) as NetworkRow[];
  const groups = new Map<string, NetworkRow[]>();
  for (const row of rows) groups.set(row.coverage_code, [...(groups.get(row.coverage_code) ?? []), row]);
  return [...groups.entries()].map(([code, clinics], index) => {
    const first = clinics[0] as NetworkRow;
    const states = [
      ...new Map(clinics.map((c) => [c.state_code, { stateCode: c.state_code, stateName: c.state_name }])).values(),
    ];
    return {
      id: planId * 100 + index + 1,
      code,
      displayName: first.coverage_name,
      coverage: {
        name: first.coverage_name,
        percentage: { minAmount: first.percentage },
        deductible: { minAmount: first.deductible },
      },
      network: {
        name: `Red de ${first.coverage_name.toLowerCase()}`,
        clinics: clinics.map((c) => {
          const meta = parseJson<{ image: string; address: string; phone: string; kind: ClinicKind }>(c.metadata);
          return {
            id: c.id,
            displayName: c.display_name,
            title: `${c.display_name} · ${first.coverage_name} ${first.percentage}%`,
            url: `/Clinicas-y-Hospitales/${c.slug}`,
            image: meta.image,
            kind: meta.kind,
            address: meta.address,
            phone: meta.phone,
            city: c.city,
            countryStates: [{ stateCode: c.state_code, stateName: c.state_name }],
          };
        }),
      },
      countryStates: states,
    };
  });
};

export const coverageOrganizationRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/api/insurance/:id/coverageOrganizations',
    {
      schema: { params: IdParams, querystring: RefreshQuery, response: answers({ 200: CoverageOrganizationsAnswer }) },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const plan = await requirePlan(db, request.params.id, request.catalogueScope);
      return { data: await coverageOrganizations(db, plan.id) };
    },
  );
};
