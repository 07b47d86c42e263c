import Database from 'better-sqlite3';
import path from 'node:path';
import { E2E_TMP } from './environment';

export interface StoredLead {
  id: number;
  kind: 'contact' | 'plan_request';
  idempotencyKey: string | null;
  fields: Record<string, unknown>;
}

/** The leads the API stored for an e-mail, read from the run's SQLite file (read-only). */
export const leadsWithEmail = (email: string): StoredLead[] => {
  const db = new Database(path.join(E2E_TMP, 'data/qs.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        "SELECT id, kind, idempotency_key AS idempotencyKey, fields FROM leads WHERE json_extract(fields, '$.email') = ? ORDER BY id",
      )
      .all(email) as Array<Omit<StoredLead, 'fields'> & { fields: string }>;
    return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, unknown> }));
  } finally {
    db.close();
  }
};
