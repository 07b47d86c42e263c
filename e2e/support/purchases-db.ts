import Database from 'better-sqlite3';
import path from 'node:path';
import { E2E_TMP } from './environment';

/** A purchase as the API stored it, with its payment attempts and its lead's status, read from the run's SQLite file (read-only). */
export const storedPurchase = (id: string) => {
  const db = new Database(path.join(E2E_TMP, 'data/qs.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const purchase = db
      .prepare(
        'SELECT step, lead_status AS leadStatus, sub_status AS subStatus, lead_id AS leadId FROM purchases WHERE id = ?',
      )
      .get(id) as { step: string; leadStatus: number; subStatus: number; leadId: number | null } | undefined;
    const attempts = db
      .prepare(
        'SELECT id, status, status_detail AS statusDetail, brand, last_four AS lastFour, total FROM payment_attempts WHERE purchase_id = ? ORDER BY created_at',
      )
      .all(id) as Array<{
      id: string;
      status: string;
      statusDetail: string;
      brand: string;
      lastFour: string;
      total: number;
    }>;
    const lead = purchase?.leadId
      ? (db
          .prepare('SELECT status_id AS statusId, status_name AS statusName FROM leads WHERE id = ?')
          .get(purchase.leadId) as { statusId: number; statusName: string })
      : null;
    return { purchase, attempts, lead };
  } finally {
    db.close();
  }
};

/** The purchase id of a purchase link's address (`session={id}.{secret}`). */
export const purchaseIdOfUrl = (url: string): string =>
  (new URL(url).searchParams.get('session') ?? '').split('.')[0] ?? '';
