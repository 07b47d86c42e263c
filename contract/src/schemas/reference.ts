import Type, { type Static } from 'typebox';
import { Data, Nullable } from './common.ts';
import { ClinicKind } from './plan-sections.ts';

/**
 * Reference data (docs/product/api.md#reference-data, #organizations): countries, business lines, contact
 * information, the referrer lookup, the visitor's country, organizations by type, and the images the API draws.
 */

export const Country = Type.Object({
  name: Type.String(),
  code: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  phonePrefix: Type.String({ description: "'+57'" }),
  nationality: Type.String(),
});
export type Country = Static<typeof Country>;
export const CountriesAnswer = Data(Type.Array(Country, { description: 'Colombia first' }));

export const BusinessLine = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  displayName: Type.String(),
  requiresEmployees: Type.Boolean({ description: "Its leads state the company's employee count" }),
  conversionValue: Type.Record(Type.String(), Type.Object({ value: Type.Number(), currency: Type.String() }), {
    description: "What a lead is worth, by the country's project ('colombia')",
  }),
  origin: Type.Array(
    Type.Object({
      route: Type.String({ description: 'A path of the site whose leads are of this line' }),
      webApplicationId: Type.Integer(),
    }),
  ),
});
export type BusinessLine = Static<typeof BusinessLine>;
export const BusinessLinesAnswer = Data(Type.Array(BusinessLine));

export const ContactInformation = Type.Object({
  type: Type.Enum(['contacto', 'red_social'], {
    type: 'string',
    description: 'A contact channel, or a social network',
  }),
  name: Type.String(),
  info: Type.String({ description: 'What the site writes (a number, an address, an account)' }),
  link: Type.String(),
  icon: Type.String(),
});
export type ContactInformation = Static<typeof ContactInformation>;
export const ContactInformationsAnswer = Data(
  Type.Array(ContactInformation, { description: 'The third entry is the support e-mail' }),
);

export const FoundReferrer = Type.Object(
  {
    email: Type.String(),
    name: Type.String(),
    ejecutivo: Nullable(
      Type.String({ description: "The e-mail of the referrer's advisor; an advisor found by e-mail is its own" }),
    ),
    loggedAs: Type.Literal('referral'),
  },
  { description: 'A referrer, or an active advisor, with that e-mail' },
);
export type FoundReferrer = Static<typeof FoundReferrer>;
export const FoundReferrerAnswer = Data(FoundReferrer);

export const VisitorLocation = Type.Object({
  loc: Type.String({
    description:
      "The visitor's ISO 3166-1 alpha-2 country, from the edge's header through a trusted proxy; else the site's (CO)",
  }),
});
export type VisitorLocation = Static<typeof VisitorLocation>;
export const VisitorLocationAnswer = Data(VisitorLocation);

export const Organization = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  organizationCode: Type.String({ description: 'The same as code' }),
  type: Type.String({ description: 'EPS, ASEG, MEDICINA PREPAGADA, MASCOTAS, CLINICA…' }),
  displayName: Type.String(),
  stateCode: Nullable(Type.String({ description: "Its department's DANE code" })),
  stateName: Nullable(Type.String()),
  city: Nullable(Type.String()),
  metadata: Type.Object(
    {
      image: Type.String({ description: 'Its logo, an image of this API' }),
      img: Type.String({ description: 'The same as image' }),
      url: Type.String({ description: "Its page's slug" }),
      typeAlias: Type.String({ description: "The type's name for visitors ('Aseguradora', 'Clínica')" }),
      color: Type.Optional(Type.String({ description: "A company's: its colour (#RRGGBB)" })),
      firstColor: Type.Optional(Type.String({ description: "A company's: its darker colour" })),
      nit: Type.Optional(Type.String({ description: "A company's tax id" })),
      kind: Type.Optional(ClinicKind),
      address: Type.Optional(Type.String({ description: "A clinic's" })),
      phone: Type.Optional(Type.String({ description: "A clinic's" })),
    },
    { description: "A company's (colours, tax id) or a clinic's (kind, address, phone)" },
  ),
});
export type Organization = Static<typeof Organization>;
export const OrganizationsAnswer = Data(
  Type.Array(Organization, {
    description: "By name; under a partner host, its organizations and its plans' networks' clinics",
  }),
);

/** Images the API draws: organizations by slug, products by code, banners by comparator, flags by country code, others by name. */
export const IMAGE_KINDS = [
  'organizations',
  'products',
  'banners',
  'flags',
  'articles',
  'blocks',
  'partners',
  'landings',
] as const;
export const ImageParams = Type.Object({
  kind: Type.Enum(IMAGE_KINDS, { type: 'string' }),
  file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,120}\\.svg$' }),
});

/** An SVG image: bytes, not JSON. */
export const ImageAnswer = {
  description: 'An SVG image, cached a day',
  content: { 'image/svg+xml': { schema: Type.Unsafe<string>({ type: 'string', format: 'binary' }) } },
};
