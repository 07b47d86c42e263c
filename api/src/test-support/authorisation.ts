import { CURRENT_POLICY_VERSION } from '../privacy/policy';

/** The data authorisation a form sends with its body (docs/security.md#data-authorisation), for tests and samples. */
export const AUTHORISED = { autorizacionDatos: { version: CURRENT_POLICY_VERSION, aceptada: true as const } };

/** The health statement's express authorisation of sensitive data. */
export const SENSITIVE_AUTHORISED = {
  autorizacionDatosSensibles: { version: CURRENT_POLICY_VERSION, aceptada: true as const },
};
