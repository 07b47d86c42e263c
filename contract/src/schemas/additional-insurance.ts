import Type, { type Static } from 'typebox';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_PATTERN,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
} from '../rules/field-rules.mjs';
import { Data, RefreshQuery } from './common.ts';
import { LeadAnswer, LeadAttributionEntry } from './leads.ts';
import { ClinicKind } from './plan-sections.ts';
import { DataAuthorisation } from './privacy.ts';

/**
 * The additional-insurance request (designed, docs/product/api.md#additional-insurance): a visitor who has a health
 * plan (their EPS or prepaid medicine, the 'institución') asks for an insurance that complements it, near a provider
 * of their department ('región', by its DANE code).
 */

/** What the visitor wants to complement their plan with. */
export const ADDITIONAL_COVERS = ['hospitalizacion', 'enfermedades_graves', 'renta_diaria', 'accidentes'] as const;
/** When the visitor prefers to be called (the advisors' hours, Monday to Friday 9:00–18:30, Bogotá). */
export const CONTACT_TIMES = ['manana', 'mediodia', 'tarde'] as const;
export type ContactTime = (typeof CONTACT_TIMES)[number];
/** A department's DANE code: '05' Antioquia, '11' Bogotá D.C. */
export const REGION_PATTERN = '^[0-9]{2}$';
export const MAX_INSURED = 8;

export const AdditionalInstitution = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: 'What the request sends as institucion' }),
  displayName: Type.String(),
  type: Type.String({ description: "The organization type: 'EPS' or 'MEDICINA PREPAGADA'" }),
  typeAlias: Type.String({ description: 'How the site names the kind: EPS, Medicina prepagada' }),
});
export type AdditionalInstitution = Static<typeof AdditionalInstitution>;
export const AdditionalInstitutionsAnswer = Data(Type.Array(AdditionalInstitution));

export const ProviderRegion = Type.Object({
  regionNumero: Type.String({ description: "The department's DANE code" }),
  regionNombre: Type.String(),
  prestadores: Type.Integer({ description: 'How many providers the department has' }),
});
export type ProviderRegion = Static<typeof ProviderRegion>;
export const ProviderRegionsAnswer = Data(Type.Array(ProviderRegion));

export const Provider = Type.Object({
  id: Type.Integer({ description: 'What the request sends as prestador' }),
  nombre: Type.String(),
  tipo: ClinicKind,
  ciudad: Type.String(),
  regionNumero: Type.String(),
  regionNombre: Type.String(),
});
export type Provider = Static<typeof Provider>;
export const ProvidersAnswer = Data(Type.Array(Provider));

export const ProvidersQuery = Type.Object(
  { ...RefreshQuery.properties, regionNumero: Type.Optional(Type.String({ pattern: REGION_PATTERN })) },
  { additionalProperties: false },
);

const optionalText = (maxLength: number) =>
  Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength }));

export const AdditionalInsuranceBody = Type.Object(
  {
    institucion: Type.String({ minLength: 1, pattern: '^[A-Za-z0-9_-]{1,40}$' }),
    cobertura: Type.Enum([...ADDITIONAL_COVERS], { type: 'string' }),
    regionNumero: Type.String({ minLength: 1, pattern: REGION_PATTERN }),
    prestador: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1 })),
    asegurados: Type.Integer({ minimum: 1, maximum: MAX_INSURED }),
    first_name: Type.String({ minLength: NAME_MIN_LENGTH, maxLength: NAME_MAX_LENGTH, pattern: NAME_PATTERN }),
    documento: Type.String({ minLength: 1, pattern: '^[0-9]{5,12}$' }),
    telefono: Type.String({ minLength: 1, maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN }),
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN }),
    mensaje: optionalText(2000),
    origin_url: optionalText(8000),
    originLead: Type.Optional(
      Type.Object(
        { domain: optionalText(255), subdomain: optionalText(100), url: optionalText(2000) },
        { additionalProperties: false },
      ),
    ),
    isInternalTraffic: Type.Optional(Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] })),
    autorizacionDatos: DataAuthorisation,
    leadAttributionInfo: Type.Optional(Type.Array(LeadAttributionEntry, { maxItems: 100 })),
  },
  { additionalProperties: false },
);
export type AdditionalInsuranceBody = Static<typeof AdditionalInsuranceBody>;

/** The lead, plus the secret that lets its sender add details (given on each answer; only its hash is kept). */
export const AdditionalInsuranceAnswer = Data(
  Type.Object({
    ...LeadAnswer.properties,
    secreto: Type.String({
      description: 'For POST /api/seguro-adicional/update; a replay of the same Idempotency-Key gives a new one',
    }),
  }),
);

export const AdditionalInsuranceUpdateBody = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'The request number solicitar answered' }),
    secreto: Type.String({ minLength: 1, maxLength: 100 }),
    horarioContacto: Type.Optional(
      Type.Unsafe<ContactTime | null>({ type: ['string', 'null'], enum: [...CONTACT_TIMES, null] }),
    ),
    comentario: optionalText(1000),
  },
  { additionalProperties: false },
);
export type AdditionalInsuranceUpdateBody = Static<typeof AdditionalInsuranceUpdateBody>;

export const AdditionalInsuranceUpdateAnswer = Data(
  Type.Object({
    id: Type.Integer(),
    actualizadoEn: Type.String(),
    horarioContacto: Type.Union([Type.Enum([...CONTACT_TIMES], { type: 'string' }), Type.Null()]),
    comentario: Type.Union([Type.String(), Type.Null()]),
  }),
);
