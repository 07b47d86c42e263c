import Type, { type Static } from 'typebox';
import { Data, Nullable } from './common.ts';

/**
 * The authorisation of the processing of personal data (Ley 1581 de 2012) every body that creates a lead, a chat or
 * a purchase carries, and the policy it names (docs/security.md#data-authorisation).
 */
export const DataAuthorisation = Type.Object(
  {
    version: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'The version of the policy the visitor was shown (GET /api/privacy-policy); another one is refused',
    }),
    aceptada: Type.Literal(true, { description: 'The visitor ticked the authorisation' }),
  },
  { additionalProperties: false, description: 'Autorizo el tratamiento de mis datos personales' },
);
export type DataAuthorisation = Static<typeof DataAuthorisation>;

/** The express authorisation of sensitive data (health), asked with the purchase's health statement. */
export const SensitiveDataAuthorisation = Type.Object(DataAuthorisation.properties, {
  additionalProperties: false,
  description: 'Autorizo de manera expresa el tratamiento de mis datos sensibles de salud para esta solicitud',
});

/** What is stored of an authorisation and read back: the version, when (server time, ISO 8601) and its text's SHA-256. */
export const StoredAuthorisation = Type.Object({
  version: Type.String(),
  authorisedAt: Type.String(),
  policyHash: Type.String({ description: 'SHA-256 (hex) of the text of that version of the policy' }),
});
export type StoredAuthorisation = Static<typeof StoredAuthorisation>;
export const NullableStoredAuthorisation = Nullable(StoredAuthorisation);

export const PolicySection = Type.Object({
  title: Type.String(),
  paragraphs: Type.Array(Type.String()),
});

export const PrivacyPolicy = Type.Object({
  version: Type.String(),
  effectiveDate: Type.String({ description: 'YYYY-MM-DD' }),
  title: Type.String(),
  sections: Type.Array(PolicySection),
  hash: Type.String({ description: 'SHA-256 (hex) of the policy text, as stored with each authorisation' }),
});
export type PrivacyPolicy = Static<typeof PrivacyPolicy>;
export const PrivacyPolicyAnswer = Data(PrivacyPolicy);
