import type { Db } from '../db/open';
import { buildBenefitCategories } from './build-coverages';
import { buildStaticCard, organizationImage, TYPE_ALIAS } from './build-card';
import { buildDocuments, type PlanBuild } from './build-documents';
import { buildNetwork } from './build-networks';
import { buildDescriptions, buildFaq, buildFeatures, buildOffers, buildPaymentInfo, buildTypeDescriptions } from './build-plan-content';
import { buildTabs } from './build-tabs';
import type { CatalogueFixtures } from './fixtures';
import { resolvePlans } from './resolve-plans';

const DAY_MS = 24 * 60 * 60 * 1000;

const insertOrganizations = (db: Db, fx: CatalogueFixtures) => {
  const insert = db.prepare(`INSERT INTO organizations (id, code, type, slug, display_name, state_code, state_name, city, metadata)
    VALUES (@id, @code, @type, @slug, @displayName, @stateCode, @stateName, @city, @metadata)`);
  for (const org of fx.insurers) {
    const image = organizationImage(org.slug);
    const metadata = { image, img: image, url: org.slug, color: org.color, firstColor: org.firstColor, typeAlias: TYPE_ALIAS[org.type], nit: org.nit };
    insert.run({ ...org, metadata: JSON.stringify(metadata) });
  }
  for (const clinic of fx.clinics) {
    const image = organizationImage(clinic.slug);
    const metadata = { image, img: image, url: clinic.slug, typeAlias: TYPE_ALIAS.CLINICA, kind: clinic.kind, address: clinic.address, phone: clinic.phone };
    insert.run({ ...clinic, type: 'CLINICA', metadata: JSON.stringify(metadata) });
  }
};

const insertTypes = (db: Db, fx: CatalogueFixtures) => {
  const insert = db.prepare('INSERT INTO insurance_types (name, upper_name, section, pricing, price_label, business_line_id, body) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const type of fx.insuranceTypes) {
    const body = { name: type.name, displayName: type.displayName, description: type.description, color: type.color, upperType: type.upperType };
    insert.run(type.name, type.upperType.name, type.section, type.pricing, type.priceLabel, type.businessLineId, JSON.stringify(body));
  }
};

/** Replaces the plan catalogue (organizations, plans, prices, networks, documents) with the fixtures'. */
export const seedCatalogue = (db: Db, fx: CatalogueFixtures, now: Date): void => {
  for (const table of ['plan_documents', 'documents', 'coverage_networks', 'plan_content', 'plan_prices', 'plan_features', 'plans', 'insurance_types', 'organizations']) {
    db.prepare(`DELETE FROM ${table}`).run();
  }
  insertOrganizations(db, fx);
  insertTypes(db, fx);
  const builds: PlanBuild[] = resolvePlans(fx).map((plan) => {
    const template = fx.coverages[plan.line.coverageTemplate];
    const categories = buildBenefitCategories(plan, template);
    const description = buildDescriptions(plan, fx).find((d) => d.type.name === 'insurance_description_general')?.text ?? '';
    return { plan, categories, network: buildNetwork(plan, categories, template, fx.clinics), description };
  });
  const { documents, byPlan } = buildDocuments(builds, fx);

  const insertPlan = db.prepare(`INSERT INTO plans (id, product_code, url, organization_id, insurance_type, display_name, score, popularity,
    is_promoted, launched_at, price_unit, min_subscribers, base_price, card)
    VALUES (@id, @code, @url, @orgId, @type, @displayName, @score, @popularity, @promoted, @launchedAt, @priceUnit, @minSubscribers, @basePrice, @card)`);
  const insertFeature = db.prepare('INSERT INTO plan_features (plan_id, name) VALUES (?, ?)');
  const insertPrice = db.prepare('INSERT INTO plan_prices (plan_id, segment, age_min, age_max, price) VALUES (?, ?, ?, ?, ?)');
  const insertContent = db.prepare('INSERT INTO plan_content (plan_id, section, body) VALUES (?, ?, ?)');
  const insertNetwork = db.prepare(`INSERT INTO coverage_networks (plan_id, coverage_code, coverage_name, percentage, deductible, clinic_id)
    VALUES (@planId, @coverageCode, @coverageName, @percentage, @deductible, @clinicId)`);
  const insertDocument = db.prepare('INSERT INTO documents (file_name, kind, title, pages, spec) VALUES (?, ?, ?, ?, ?)');
  const linkDocument = db.prepare('INSERT INTO plan_documents (plan_id, file_name, position) VALUES (?, ?, ?)');

  for (const doc of documents) insertDocument.run(doc.fileName, doc.kind, doc.title, doc.pages, JSON.stringify(doc.spec));
  for (const { plan, categories, network } of builds) {
    const id = plan.fixture.id;
    const docs = byPlan.get(id);
    if (!docs) throw new Error(`Plan ${plan.fixture.code} has no documents`);
    insertPlan.run({
      id,
      code: plan.fixture.code,
      url: plan.url,
      orgId: plan.org.id,
      type: plan.line.name,
      displayName: plan.fixture.displayName,
      score: plan.fixture.score,
      popularity: plan.fixture.popularity,
      promoted: plan.fixture.isPromoted ? 1 : 0,
      launchedAt: new Date(now.getTime() - plan.fixture.ageDays * DAY_MS).toISOString(),
      priceUnit: plan.priceUnit,
      minSubscribers: plan.minSubscribers,
      basePrice: plan.basePrice,
      card: JSON.stringify(buildStaticCard(plan, categories)),
    });
    plan.features.forEach((name) => insertFeature.run(id, name));
    plan.prices.forEach((row) => insertPrice.run(id, row.segment, row.ageMin, row.ageMax, row.price));
    network.forEach((row) => insertNetwork.run(row));
    const sections: Record<string, unknown> = {
      descriptions: buildDescriptions(plan, fx),
      typeDescriptions: buildTypeDescriptions(plan),
      faq: buildFaq(plan, fx),
      features: buildFeatures(plan, fx),
      resume: categories,
      offers: buildOffers(plan),
      payment: buildPaymentInfo(plan, fx),
      tabs: buildTabs(plan, docs, network.length > 0),
    };
    for (const [section, body] of Object.entries(sections)) insertContent.run(id, section, JSON.stringify(body));
    linkDocument.run(id, docs.conditions, 1);
    linkDocument.run(id, docs.brochure, 2);
  }
};
