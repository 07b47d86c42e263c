import { badRequest } from '../http/errors';
import type { FieldMessages } from '../http/validation-messages';
import { CURRENT_POLICY_VERSION, currentPolicy } from './policy';

/** What a body carries: the policy version the visitor read and ticked, and `aceptada: true`. */
export interface DataAuthorisationInput {
  version: string;
  aceptada: boolean;
}

/** What is stored with a lead, chat or purchase: the version, its text's SHA-256, and the server's time. */
export interface GrantedAuthorisation {
  version: string;
  hash: string;
  at: Date;
}

export const DATA_AUTHORISATION_REQUIRED = 'Debes autorizar el tratamiento de tus datos personales para continuar.';
export const SENSITIVE_DATA_AUTHORISATION_REQUIRED =
  'Debes autorizar de manera expresa el tratamiento de tus datos sensibles de salud para continuar.';

export const outdatedPolicyMessage = (version: string): string =>
  `La versión ${version} de la política de tratamiento de datos personales no es la vigente (${CURRENT_POLICY_VERSION}): vuelve a cargar la página y autoriza la versión vigente.`;

const fieldMessages = (message: string) => {
  const all = { required: message, type: message, const: message, minLength: message, maxLength: message };
  return { all, version: { required: message, type: message, minLength: message, maxLength: message } };
};

const personal = fieldMessages(DATA_AUTHORISATION_REQUIRED);
const sensitive = fieldMessages(SENSITIVE_DATA_AUTHORISATION_REQUIRED);

/** The schema errors of the two authorisations, whatever route they come from (the error handler adds them). */
export const AUTHORISATION_MESSAGES: FieldMessages = {
  autorizacionDatos: personal.all,
  'autorizacionDatos.aceptada': personal.all,
  'autorizacionDatos.version': personal.version,
  autorizacionDatosSensibles: sensitive.all,
  'autorizacionDatosSensibles.aceptada': sensitive.all,
  'autorizacionDatosSensibles.version': sensitive.version,
};

const grant = (given: unknown, missing: string, now: Date): GrantedAuthorisation => {
  const value = given as Partial<DataAuthorisationInput> | null | undefined;
  if (
    !value ||
    typeof value !== 'object' ||
    value.aceptada !== true ||
    typeof value.version !== 'string' ||
    !value.version
  )
    throw badRequest(missing);
  const policy = currentPolicy();
  if (value.version !== policy.version) throw badRequest(outdatedPolicyMessage(value.version));
  return { version: policy.version, hash: policy.hash, at: now };
};

/** The personal-data authorisation of a body, checked against the policy in force; a 400 with its message otherwise. */
export const grantedAuthorisation = (given: unknown, now: Date): GrantedAuthorisation =>
  grant(given, DATA_AUTHORISATION_REQUIRED, now);

/** The express authorisation of sensitive (health) data. */
export const grantedSensitiveAuthorisation = (given: unknown, now: Date): GrantedAuthorisation =>
  grant(given, SENSITIVE_DATA_AUTHORISATION_REQUIRED, now);
