import Database from 'better-sqlite3';
import path from 'node:path';
import type { APIRequestContext, Locator } from '@playwright/test';
import { E2E_TMP } from './environment';

/** The box every form that collects personal data shows, unticked (docs/security.md#data-authorisation). */
export const AUTHORISATION_LABEL = 'Autorizo el tratamiento de mis datos personales';
export const SENSITIVE_AUTHORISATION_LABEL =
  'Autorizo de manera expresa el tratamiento de mis datos sensibles de salud para esta solicitud';
export const AUTHORISATION_REQUIRED = 'Debes autorizar el tratamiento de tus datos personales para continuar.';
export const SENSITIVE_AUTHORISATION_REQUIRED =
  'Debes autorizar de manera expresa el tratamiento de tus datos sensibles de salud para continuar.';

/** Ticks a form's data authorisation (or the health statement's express one), as the visitor does before sending. */
export const authorise = (form: Locator, label = AUTHORISATION_LABEL) =>
  form.getByRole('checkbox', { name: label }).check();

/** The authorisation a body sent straight to the API carries: the policy in force, as GET /api/privacy-policy names it. */
export const dataAuthorisation = async (request: APIRequestContext, origin: string) => {
  const answer = await request.get(`${origin}/api/privacy-policy`);
  const { data } = (await answer.json()) as { data: { version: string } };
  return { autorizacionDatos: { version: data.version, aceptada: true } };
};

export interface StoredAuthorisation {
  data_policy_version: string | null;
  data_policy_hash: string | null;
  data_authorised_at: string | number | null;
}

/** The authorisation stored with the rows of `table` for an e-mail (a lead's e-mail is in its fields), read-only. */
export const storedAuthorisations = (table: 'leads' | 'chat_conversations', email: string): StoredAuthorisation[] => {
  const db = new Database(path.join(E2E_TMP, 'data/qs.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const where = table === 'leads' ? "json_extract(fields, '$.email') = ?" : 'email = ?';
    return db
      .prepare(
        `SELECT data_policy_version, data_policy_hash, data_authorised_at FROM ${table} WHERE ${where} ORDER BY rowid`,
      )
      .all(email) as StoredAuthorisation[];
  } finally {
    db.close();
  }
};
