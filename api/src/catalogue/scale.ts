import type { ClinicFixture, InsurerFixture, PlanFixture, PlanLineFixture } from './fixture-types';
import type { CatalogueFixtures } from './fixtures';
import { hashInt } from './hash';

/**
 * QS_CATALOGUE_PLANS (docs/adr/0015-catalogue-at-scale.md): a catalogue of N
 * plans made of the fixtures' one plus "markets", each a copy of the fixtures' insurers, clinics and plans
 * under new ids, codes, slugs and names, with prices, scores, popularity, launch dates and home departments
 * varied by a hash of the market and the plan (no Math.random: the same N always gives the same catalogue,
 * and market m is the same whatever N). Everything else (price tables, coverages, features, networks,
 * documents, content sections, landings) is built from the scaled fixtures by the seed's own code.
 */

/** Plans the fixtures define: a setting at or below it keeps the fixtures' catalogue exactly. */
export const fixturePlanCount = (fx: CatalogueFixtures): number =>
  fx.planLines.reduce((sum, line) => sum + line.plans.length, 0);

/** Market m's ids: organizations m·ORG_STRIDE + fixture id (fixture ids < 200), plans m·PLAN_STRIDE + fixture id (< 10 000). */
const ORG_STRIDE = 200;
const PLAN_STRIDE = 10_000;

/** A number in [0, 1) from a hash of `key`: deterministic, and independent between keys. */
const unit = (key: string): number => hashInt(key) / 0x1_0000_0000;

const between = (key: string, min: number, max: number): number => min + unit(key) * (max - min);

export interface ScaledCatalogue {
  fixtures: CatalogueFixtures;
  /** Plans of the catalogue; null when the fixtures' own catalogue is used. */
  plans: number | null;
  /** Market of each organization id (0: the fixtures'); a plan's network is drawn from its market's clinics. */
  marketOf: (organizationId: number) => number;
}

const marketOf = (organizationId: number): number => Math.floor(organizationId / ORG_STRIDE);

const scaleInsurer = (org: InsurerFixture, m: number, homes: readonly ClinicFixture[]): InsurerFixture => {
  const home = homes[hashInt(`scale:${m}:org:${org.id}:home`) % homes.length] as ClinicFixture;
  const nit = 900_000_000 + (hashInt(`scale:${m}:org:${org.id}:nit`) % 99_999_999);
  const nitText = String(nit).replace(/^(\d{3})(\d{3})(\d{3})$/, '$1.$2.$3');
  return {
    ...org,
    id: m * ORG_STRIDE + org.id,
    code: `${org.code}M${m}`,
    slug: `${org.slug}-${m}`,
    displayName: `${org.displayName} Regional ${m}`,
    stateCode: home.stateCode,
    stateName: home.stateName,
    city: home.city,
    nit: `${nitText}-${nit % 10}`,
  };
};

const scaleClinic = (clinic: ClinicFixture, m: number): ClinicFixture => ({
  ...clinic,
  id: m * ORG_STRIDE + clinic.id,
  code: `${clinic.code}M${m}`,
  slug: `${clinic.slug}-sede-${m}`,
  displayName: `${clinic.displayName} Sede ${m}`,
  address: `${clinic.address} (sede ${m})`,
  phone: clinic.phone.replace(
    /\d{4}$/,
    String(hashInt(`scale:${m}:clinic:${clinic.id}:phone`) % 10_000).padStart(4, '0'),
  ),
});

const scalePlan = (plan: PlanFixture, m: number, orgs: ReadonlyMap<string, InsurerFixture>): PlanFixture => {
  const org = orgs.get(plan.org);
  if (!org) throw new Error(`Plan ${plan.code}: unknown organization ${plan.org}`);
  const key = `scale:${m}:plan:${plan.id}`;
  const dash = plan.code.indexOf('-');
  return {
    ...plan,
    id: m * PLAN_STRIDE + plan.id,
    org: org.slug,
    code: `${org.code}${dash >= 0 ? plan.code.slice(dash) : `-${plan.code}`}`,
    // A price within ±15 % of the fixture's, to the thousand pesos; the same tier and rules.
    basePrice: Math.max(1000, Math.round((plan.basePrice * between(`${key}:price`, 0.85, 1.15)) / 1000) * 1000),
    score: Math.round(Math.min(10, Math.max(5, plan.score + between(`${key}:score`, -0.6, 0.6))) * 10) / 10,
    popularity: 1 + (hashInt(`${key}:popularity`) % 100),
    ageDays: hashInt(`${key}:age`) % 1500,
  };
};

/**
 * The fixtures for a catalogue of `plans` plans: unset, or not above the fixtures' count, gives the fixtures
 * unchanged. Otherwise markets 1, 2, … are added in order, the last one with only the first plans it needs
 * (in the fixtures' line order) so the total is exactly `plans`; every market has all its insurers and clinics.
 */
export const scaleCatalogue = (fx: CatalogueFixtures, plans: number | null | undefined): ScaledCatalogue => {
  const base = fixturePlanCount(fx);
  if (!plans || plans <= base) return { fixtures: fx, plans: null, marketOf: () => 0 };
  const insurers = [...fx.insurers];
  const clinics = [...fx.clinics];
  const lines: PlanLineFixture[] = fx.planLines.map((line) => ({ ...line, plans: [...line.plans] }));
  let remaining = plans - base;
  for (let m = 1; remaining > 0; m += 1) {
    const orgs = new Map(fx.insurers.map((org) => [org.slug, scaleInsurer(org, m, fx.clinics)]));
    insurers.push(...orgs.values());
    clinics.push(...fx.clinics.map((clinic) => scaleClinic(clinic, m)));
    fx.planLines.forEach((line, i) => {
      const take = line.plans.slice(0, remaining);
      remaining -= take.length;
      (lines[i] as PlanLineFixture).plans.push(...take.map((plan) => scalePlan(plan, m, orgs)));
    });
  }
  return { fixtures: { ...fx, insurers, clinics, planLines: lines }, plans, marketOf };
};
