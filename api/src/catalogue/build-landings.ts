import landings from '../fixtures/content/landings.json';
import integrationForms from '../fixtures/forms/integration-forms.json';
import businessLines from '../fixtures/content/business-lines.json';
import { escapeHtml, slugify } from './build-articles';
import { organizationImage } from './build-card';
import type { ClinicFixture, InsurerFixture } from './fixture-types';

export interface LandingRow {
  url: string;
  type: string;
  position: number;
  summary: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** Where each kind of organization lives on the site (docs/product/api.md#content, organization route segments). */
export const ORGANIZATION_SECTION: Record<string, string> = {
  EPS: 'EPS',
  ASEG: 'Seguros',
  'MEDICINA PREPAGADA': 'Medicina-Prepagada',
  MASCOTAS: 'Seguros',
  CLINICA: 'Clinicas-y-Hospitales',
};

type Section = { title: string; paragraphs: string[] };

const html = (sections: readonly Section[]): string =>
  sections
    .map((s) =>
      [
        `<h2 id="${slugify(s.title)}">${escapeHtml(s.title)}</h2>`,
        ...s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      ].join('\n'),
    )
    .join('\n');

const landing = (
  url: string,
  type: string,
  position: number,
  title: string,
  summaryText: string,
  sections: Section[],
  extra: Record<string, unknown> = {},
): LandingRow => {
  const summary = {
    url,
    type,
    title,
    summary: summaryText,
    image: `/api/images/landings/${slugify(url)}.svg`,
    ...extra,
  };
  return { url, type, position, summary, body: { ...summary, sections, html: html(sections) } };
};

const insurerLanding = (org: InsurerFixture, position: number): LandingRow => {
  const type = ORGANIZATION_SECTION[org.type] ?? 'Seguros';
  return landing(
    `${type}/${org.slug}`,
    type,
    position,
    org.displayName,
    `Planes de ${org.displayName} en Colombia: precios, coberturas y red de atención.`,
    [
      {
        title: `Sobre ${org.displayName}`,
        paragraphs: [
          `${org.displayName} tiene su sede principal en ${org.city} (${org.stateName}) y está identificada con NIT ${org.nit}.`,
        ],
      },
      {
        title: 'Cómo contratar',
        paragraphs: [
          'Compara sus planes con los de otras compañías, ingresa la edad de las personas a asegurar y pide que un asesor te contacte sin costo.',
        ],
      },
    ],
    {
      organizationId: org.id,
      image: organizationImage(org.slug),
      stateCode: org.stateCode,
      stateName: org.stateName,
      city: org.city,
    },
  );
};

const clinicLanding = (clinic: ClinicFixture, position: number): LandingRow =>
  landing(
    `Clinicas-y-Hospitales/${clinic.slug}`,
    'Clinicas-y-Hospitales',
    position,
    clinic.displayName,
    `${clinic.displayName} en ${clinic.city}, ${clinic.stateName}: planes que la incluyen en su red.`,
    [
      {
        title: 'Ubicación',
        paragraphs: [`${clinic.address}, ${clinic.city} (${clinic.stateName}). Teléfono ${clinic.phone}.`],
      },
      {
        title: 'Planes con esta clínica',
        paragraphs: ['La lista de planes se calcula con las redes vigentes de cada compañía.'],
      },
    ],
    {
      organizationId: clinic.id,
      image: organizationImage(clinic.slug),
      stateCode: clinic.stateCode,
      stateName: clinic.stateName,
      city: clinic.city,
    },
  );

/** Partner allies are listed on Partners-y-Alianzas; their logo is the partners image. */
const allyLanding = (ally: (typeof landings.allies)[number], position: number): LandingRow =>
  landing(ally.url, 'Partners-y-Alianzas', position, ally.title, ally.summary, ally.sections, {
    image: `/api/images/partners/${slugify(ally.title)}.svg`,
  });

/**
 * Which form a CMS page ends with (designed: the CMS decides, e.g. the travel form on Seguro-de-Viaje):
 * a dynamic-form process of the integration forms and the product type the contact widget gets.
 * A process the forms fixture does not define fails the seed instead of a page with a broken form.
 */
export interface LandingContactForm {
  processId: string;
  productType?: string;
}

const FORM_HASHES = new Set(integrationForms.forms.map((form) => form.hash));

export const landingContactFormOf = (
  url: string,
  contactForm: LandingContactForm | undefined,
): Record<string, unknown> => {
  if (!contactForm) return {};
  if (!FORM_HASHES.has(contactForm.processId))
    throw new Error(`Landing ${url}: contactForm.processId ${contactForm.processId} is not an integration form`);
  return {
    contactForm: {
      processId: contactForm.processId,
      ...(contactForm.productType ? { productType: contactForm.productType } : {}),
    },
  };
};

/**
 * The product a referral landing (`Referidos-{product}`, docs/product/content.md#cms-landings) is about: the business line its
 * leads go to, the comparator the page links to when the site has one, and the product type the contact
 * form asks with (a company's: employees). A business line the fixture does not define fails the seed.
 */
export interface LandingReferral {
  businessLine: number;
  comparator?: string;
  productType?: string;
}

const BUSINESS_LINE_IDS = new Set(businessLines.map((line) => line.id));

export const landingReferralOf = (url: string, referral: LandingReferral | undefined): Record<string, unknown> => {
  if (!referral) return {};
  if (!BUSINESS_LINE_IDS.has(referral.businessLine))
    throw new Error(`Landing ${url}: referral.businessLine ${referral.businessLine} is not a business line`);
  return { referral: { ...referral } };
};

const sectionLanding = (
  s: (typeof landings.sections)[number] & { contactForm?: LandingContactForm; referral?: LandingReferral },
): LandingRow => {
  const row = landing(s.url, s.type, 0, s.title, s.summary, s.sections);
  return {
    ...row,
    body: { ...row.body, ...landingContactFormOf(s.url, s.contactForm), ...landingReferralOf(s.url, s.referral) },
  };
};

/** Section landings and CMS pages from the fixture, the partner allies, then one landing per company and per clinic. */
export const buildLandings = (insurers: readonly InsurerFixture[], clinics: readonly ClinicFixture[]): LandingRow[] => [
  ...landings.sections.map(sectionLanding),
  ...landings.allies.map((ally, i) => allyLanding(ally, i + 1)),
  ...insurers.map((org, i) => insurerLanding(org, i + 1)),
  ...[...clinics]
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'es'))
    .map((clinic, i) => clinicLanding(clinic, i + 1)),
];
