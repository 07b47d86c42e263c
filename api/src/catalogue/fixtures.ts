import organizations from '../fixtures/catalogue/organizations.json';
import insuranceTypes from '../fixtures/catalogue/insurance-types.json';
import priceTables from '../fixtures/catalogue/price-tables.json';
import coverages from '../fixtures/catalogue/coverages.json';
import offers from '../fixtures/catalogue/offers.json';
import paymentMethods from '../fixtures/catalogue/payment-methods.json';
import features from '../fixtures/catalogue/features.json';
import texts from '../fixtures/catalogue/texts.json';
import eps from '../fixtures/plans/eps.json';
import polizas from '../fixtures/plans/polizas.json';
import prepagada from '../fixtures/plans/prepagada.json';
import colectivos from '../fixtures/plans/colectivos.json';
import mascotas from '../fixtures/plans/mascotas.json';
import covid from '../fixtures/plans/covid.json';
import dental from '../fixtures/plans/dental.json';
import type {
  ClinicFixture,
  CoverageCategoryFixture,
  CoverageTemplateName,
  FeatureFixture,
  InsuranceTypeFixture,
  InsurerFixture,
  OfferFixture,
  PlanLineFixture,
  PriceTableFixture,
  PriceTableName,
  TextsFixture,
} from './fixture-types';

/** The catalogue fixtures, typed. JSON imports are compiled into dist, so a built server needs no src/. */
export const catalogueFixtures = {
  insurers: organizations.insurers as InsurerFixture[],
  clinics: organizations.clinics as ClinicFixture[],
  insuranceTypes: insuranceTypes as InsuranceTypeFixture[],
  priceTables: priceTables as unknown as Record<PriceTableName, PriceTableFixture>,
  coverages: coverages as unknown as Record<CoverageTemplateName, CoverageCategoryFixture[]>,
  offers: offers as Record<string, OfferFixture>,
  paymentMethods: paymentMethods as Record<string, { displayName: string; provider: string }>,
  features: features as FeatureFixture[],
  texts: texts as TextsFixture,
  planLines: [eps, polizas, prepagada, colectivos, mascotas, covid, dental] as unknown as PlanLineFixture[],
};

export type CatalogueFixtures = typeof catalogueFixtures;
