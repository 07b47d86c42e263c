import contactInformations from '../fixtures/content/contact-informations.json';
import { layoutPages } from '../pdf/generate';
import type { BrochureSpec, ConditionsSpec, DocOrganization, DocPlan, DocumentSpec } from '../pdf/spec';
import type { BenefitCategory } from '@qs/contract';
import type { NetworkRow } from './build-networks';
import type { CatalogueFixtures } from './fixtures';
import { hashHex } from './hash';
import type { ResolvedPlan } from './resolve-plans';

export interface DocumentRow {
  fileName: string;
  kind: DocumentSpec['kind'];
  title: string;
  pages: number;
  spec: DocumentSpec;
}

export interface PlanDocs {
  conditions: string;
  brochure: string;
}

export interface PlanBuild {
  plan: ResolvedPlan;
  categories: BenefitCategory[];
  network: NetworkRow[];
  description: string;
}

const SUPERVISOR: Record<string, string> = {
  EPS: 'Superintendencia Nacional de Salud',
  'MEDICINA PREPAGADA': 'Superintendencia Nacional de Salud',
};

/** docs/product/api.md#plan-detail-calls: the file name is obfuscated with a prefix and a suffix (here derived, so stable). */
export const documentFileName = (kind: string, slug: string): string =>
  `${hashHex(`${kind}:${slug}:prefix`, 6)}-${kind}-${slug}-${hashHex(`${kind}:${slug}:suffix`, 4)}.pdf`;

const docOrganization = (plan: ResolvedPlan): DocOrganization => ({
  displayName: plan.org.displayName,
  nit: plan.org.nit,
  city: plan.org.city,
  color: plan.org.color,
  code: plan.org.code,
  supervisor: SUPERVISOR[plan.org.type] ?? 'Superintendencia Financiera de Colombia',
});

const docPlan = (build: PlanBuild, fx: CatalogueFixtures): DocPlan => ({
  displayName: build.plan.fixture.displayName,
  code: build.plan.fixture.code,
  url: build.plan.url,
  priceUnit: build.plan.priceUnit,
  priceFrom: build.plan.basePrice,
  annualMax: build.plan.annualMax,
  maxAge: build.plan.maxAge,
  description: build.description,
  features: fx.features.filter((f) => build.plan.features.includes(f.name)).map((f) => f.displayName),
  offers: build.plan.offers.map(({ title, description }) => ({ title, description })),
  segments: [...new Set(build.plan.prices.map((row) => row.segment))],
  prices: build.plan.prices,
  categories: build.categories,
});

const withPages = (fileName: string, spec: DocumentSpec): DocumentRow => ({
  fileName,
  kind: spec.kind,
  title: spec.title,
  pages: layoutPages(spec).length,
  spec,
});

/** One general-conditions document per company and product line, one brochure per plan. */
export const buildDocuments = (builds: readonly PlanBuild[], fx: CatalogueFixtures) => {
  const documents: DocumentRow[] = [];
  const byPlan = new Map<number, PlanDocs>();
  const groups = new Map<string, PlanBuild[]>();
  for (const build of builds) {
    const key = `${build.plan.org.slug}:${build.plan.line.name}`;
    const group = groups.get(key);
    if (group) group.push(build);
    else groups.set(key, [build]);
  }
  // Clinics in the fixtures' order, found by id (a scaled catalogue has thousands).
  const clinicOrder = new Map(fx.clinics.map((clinic, index) => [clinic.id, index]));
  for (const group of groups.values()) {
    const { plan } = group[0] as PlanBuild;
    const clinicIds = new Set(group.flatMap((b) => b.network.map((row) => row.clinicId)));
    const spec: ConditionsSpec = {
      kind: 'conditions',
      title: `Condiciones generales ${plan.line.displayName} - ${plan.org.displayName}`,
      organization: docOrganization(plan),
      line: {
        name: plan.line.name,
        displayName: plan.line.displayName,
        exclusions: plan.line.coverageTemplate === 'pets' ? 'pets' : 'general',
      },
      plans: group.map((b) => docPlan(b, fx)),
      clinics: [...clinicIds]
        .sort((a, b) => (clinicOrder.get(a) ?? 0) - (clinicOrder.get(b) ?? 0))
        .map((id) => fx.clinics[clinicOrder.get(id) ?? -1])
        .filter((c) => c !== undefined)
        .map(({ displayName, city, stateName, address }) => ({ displayName, city, stateName, address })),
    };
    const conditions = documentFileName(
      'condiciones-generales',
      `${plan.org.slug}-${plan.line.name.toLowerCase().replace(/_/g, '-')}`,
    );
    documents.push(withPages(conditions, spec));
    for (const build of group) {
      const brochure: BrochureSpec = {
        kind: 'brochure',
        title: `Folleto ${build.plan.fixture.displayName}`,
        organization: docOrganization(build.plan),
        line: { name: build.plan.line.name, displayName: build.plan.line.displayName },
        plan: docPlan(build, fx),
        clinicCount: new Set(build.network.map((row) => row.clinicId)).size,
        contact: { phone: contactInformations[0]?.info ?? '', email: contactInformations[2]?.info ?? '' },
      };
      const fileName = documentFileName('folleto', `${build.plan.org.slug}-${build.plan.fixture.slug}`);
      documents.push(withPages(fileName, brochure));
      byPlan.set(build.plan.fixture.id, { conditions, brochure: fileName });
    }
  }
  return { documents, byPlan };
};
