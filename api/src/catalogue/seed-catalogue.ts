import type { Insertable } from 'kysely';
import type { Db } from '../db/open';
import type { Database } from '../db/schema';
import { insertRows } from '../db/insert-rows';
import { buildBenefitCategories } from './build-coverages';
import { buildStaticCard, organizationImage, TYPE_ALIAS } from './build-card';
import { buildDocuments, type PlanBuild } from './build-documents';
import { buildNetwork } from './build-networks';
import {
  buildDescriptions,
  buildFaq,
  buildFeatures,
  buildExclusions,
  buildOffers,
  buildPaymentInfo,
  buildTypeDescriptions,
} from './build-plan-content';
import { buildTabs } from './build-tabs';
import type { CatalogueFixtures } from './fixtures';
import { resolvePlans, type ResolvedPlan } from './resolve-plans';

const DAY_MS = 24 * 60 * 60 * 1000;

const CATALOGUE_TABLES = [
  'plan_documents',
  'documents',
  'coverage_networks',
  'plan_content',
  'plan_prices',
  'plan_features',
  'plans',
  'insurance_types',
  'organizations',
] as const;

const organizationRows = (fx: CatalogueFixtures) => [
  ...fx.insurers.map((org) => {
    const image = organizationImage(org.slug);
    const metadata = {
      image,
      img: image,
      url: org.slug,
      color: org.color,
      firstColor: org.firstColor,
      typeAlias: TYPE_ALIAS[org.type],
      nit: org.nit,
    };
    return {
      id: org.id,
      code: org.code,
      type: org.type,
      slug: org.slug,
      display_name: org.displayName,
      state_code: org.stateCode,
      state_name: org.stateName,
      city: org.city,
      metadata: JSON.stringify(metadata),
    };
  }),
  ...fx.clinics.map((clinic) => {
    const image = organizationImage(clinic.slug);
    const metadata = {
      image,
      img: image,
      url: clinic.slug,
      typeAlias: TYPE_ALIAS.CLINICA,
      kind: clinic.kind,
      address: clinic.address,
      phone: clinic.phone,
    };
    return {
      id: clinic.id,
      code: clinic.code,
      type: 'CLINICA',
      slug: clinic.slug,
      display_name: clinic.displayName,
      state_code: clinic.stateCode,
      state_name: clinic.stateName,
      city: clinic.city,
      metadata: JSON.stringify(metadata),
    };
  }),
];

const typeRows = (fx: CatalogueFixtures) =>
  fx.insuranceTypes.map((type) => ({
    name: type.name,
    upper_name: type.upperType.name,
    section: type.section,
    pricing: type.pricing,
    price_label: type.priceLabel,
    business_line_id: type.businessLineId,
    body: JSON.stringify({
      name: type.name,
      displayName: type.displayName,
      description: type.description,
      color: type.color,
      upperType: type.upperType,
    }),
  }));

/**
 * Replaces the plan catalogue (organizations, plans, prices, networks, documents) with the fixtures'. A plan's
 * network is drawn from the clinics of its insurer's market (`marketOf`; the fixtures are all market 0, so
 * from all of their clinics): a scaled catalogue (scale.ts) ranks a market's few dozen clinics per plan rather
 * than every clinic of the country.
 */
export const seedCatalogue = async (
  db: Db,
  fx: CatalogueFixtures,
  now: Date,
  marketOf: (organizationId: number) => number = () => 0,
): Promise<void> => {
  for (const table of CATALOGUE_TABLES) await db.deleteFrom(table).execute();
  await insertRows(db, 'organizations', organizationRows(fx));
  await insertRows(db, 'insurance_types', typeRows(fx));
  const clinicsByMarket = new Map<number, CatalogueFixtures['clinics']>();
  for (const clinic of fx.clinics) {
    const market = marketOf(clinic.id);
    clinicsByMarket.set(market, [...(clinicsByMarket.get(market) ?? []), clinic]);
  }
  // One market at a time (scale.ts; the fixtures are one): a catalogue of tens of thousands of plans never holds
  // all its rows in memory. A company's plans, and so its general-conditions document, are all in its market.
  const markets = new Map<number, ResolvedPlan[]>();
  for (const plan of resolvePlans(fx)) {
    const market = markets.get(marketOf(plan.org.id));
    if (market) market.push(plan);
    else markets.set(marketOf(plan.org.id), [plan]);
  }
  for (const [market, plans] of markets) await seedPlans(db, fx, now, plans, clinicsByMarket.get(market) ?? []);
};

/** The plans of one market, with their prices, features, networks, content sections and documents. */
const seedPlans = async (
  db: Db,
  fx: CatalogueFixtures,
  now: Date,
  plans: readonly ResolvedPlan[],
  clinics: CatalogueFixtures['clinics'],
): Promise<void> => {
  const builds: PlanBuild[] = plans.map((plan) => {
    const template = fx.coverages[plan.line.coverageTemplate];
    const categories = buildBenefitCategories(plan, template);
    const description =
      buildDescriptions(plan, fx).find((d) => d.type.name === 'insurance_description_general')?.text ?? '';
    return { plan, categories, network: buildNetwork(plan, categories, template, clinics), description };
  });
  const { documents, byPlan } = buildDocuments(builds, fx);
  await insertRows(
    db,
    'documents',
    documents.map((doc) => ({
      file_name: doc.fileName,
      kind: doc.kind,
      title: doc.title,
      pages: doc.pages,
      spec: JSON.stringify(doc.spec),
    })),
  );

  const rows = {
    plans: [] as Array<Insertable<Database['plans']>>,
    features: [] as Array<{ plan_id: number; name: string }>,
    prices: [] as Array<{ plan_id: number; segment: string; age_min: number; age_max: number; price: number }>,
    networks: [] as Array<{
      plan_id: number;
      coverage_code: string;
      coverage_name: string;
      percentage: number;
      deductible: number;
      clinic_id: number;
    }>,
    content: [] as Array<{ plan_id: number; section: string; body: string }>,
    documents: [] as Array<{ plan_id: number; file_name: string; position: number }>,
  };
  for (const { plan, categories, network } of builds) {
    const id = plan.fixture.id;
    const docs = byPlan.get(id);
    if (!docs) throw new Error(`Plan ${plan.fixture.code} has no documents`);
    rows.plans.push({
      id,
      product_code: plan.fixture.code,
      url: plan.url,
      organization_id: plan.org.id,
      insurance_type: plan.line.name,
      display_name: plan.fixture.displayName,
      score: plan.fixture.score,
      popularity: plan.fixture.popularity,
      is_promoted: plan.fixture.isPromoted ? 1 : 0,
      launched_at: new Date(now.getTime() - plan.fixture.ageDays * DAY_MS).toISOString(),
      price_unit: plan.priceUnit,
      min_subscribers: plan.minSubscribers,
      base_price: plan.basePrice,
      card: JSON.stringify(buildStaticCard(plan, categories, fx.texts.protections)),
    });
    plan.features.forEach((name) => rows.features.push({ plan_id: id, name }));
    plan.prices.forEach((row) =>
      rows.prices.push({
        plan_id: id,
        segment: row.segment,
        age_min: row.ageMin,
        age_max: row.ageMax,
        price: row.price,
      }),
    );
    network.forEach((row) =>
      rows.networks.push({
        plan_id: row.planId,
        coverage_code: row.coverageCode,
        coverage_name: row.coverageName,
        percentage: row.percentage,
        deductible: row.deductible,
        clinic_id: row.clinicId,
      }),
    );
    const sections: Record<string, unknown> = {
      descriptions: buildDescriptions(plan, fx),
      typeDescriptions: buildTypeDescriptions(plan),
      faq: buildFaq(plan, fx),
      features: buildFeatures(plan, fx),
      resume: categories,
      offers: buildOffers(plan),
      exclusions: buildExclusions(plan, fx),
      payment: buildPaymentInfo(plan, fx),
      tabs: buildTabs(plan, docs, network.length > 0),
    };
    for (const [section, body] of Object.entries(sections))
      rows.content.push({ plan_id: id, section, body: JSON.stringify(body) });
    rows.documents.push(
      { plan_id: id, file_name: docs.conditions, position: 1 },
      { plan_id: id, file_name: docs.brochure, position: 2 },
    );
  }
  // Parents before children, as the foreign keys ask.
  await insertRows(db, 'plans', rows.plans);
  await insertRows(db, 'plan_features', rows.features);
  await insertRows(db, 'plan_prices', rows.prices);
  await insertRows(db, 'coverage_networks', rows.networks);
  await insertRows(db, 'plan_content', rows.content);
  await insertRows(db, 'plan_documents', rows.documents);
};
