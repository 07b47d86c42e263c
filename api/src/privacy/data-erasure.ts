import { createHash } from 'node:crypto';
import type { Db } from '../db/open';
import type { ErasureResult } from '@qs/contract';
import { chatsOf, isKeptPurchase, leadsOf, purchasesOf } from './data-holdings';

/** Why a paid purchase stays, as the visitor reads it. */
export const KEPT_PURCHASE_REASON =
  'Compra pagada o confirmada: conservamos sus datos y su comprobante de pago mientras lo exige la ley (soportes contables y del contrato de seguro).';

/** What an anonymised lead's fields become: no field of the visitor, only when they were removed. */
export const erasedFields = (at: Date): string => JSON.stringify({ datosSuprimidos: at.toISOString() });

/**
 * 'suprimir' (docs/security.md#data-rights), inside the caller's transaction: the address's leads are anonymised
 * (their fields replaced, the client address removed: the lead stays only as a count of the line's requests), its
 * chats deleted with their messages, files and live events, and its unpaid purchases deleted with their steps,
 * transitions and payment attempts. A paid or confirmed purchase, or one whose payment is in process, stays whole
 * with its lead: its receipt and contract data are kept as the law requires, and the answer says so.
 */
export const eraseHoldings = async (trx: Db, email: string, now: Date): Promise<ErasureResult> => {
  const leads = await leadsOf(trx, email);
  const chats = await chatsOf(trx, email);
  const purchases = await purchasesOf(trx, email);
  const kept = purchases.filter(isKeptPurchase);
  const deleted = purchases.filter((purchase) => !isKeptPurchase(purchase));
  const keptLeads = new Set(kept.map((purchase) => Number(purchase.lead_id)));
  const leadIds = new Set([
    ...leads.map((lead) => Number(lead.id)),
    ...deleted.flatMap((purchase) => (purchase.lead_id === null ? [] : [Number(purchase.lead_id)])),
  ]);
  const anonymised = [...leadIds].filter((id) => !keptLeads.has(id));

  const fields = erasedFields(now);
  for (const id of anonymised)
    await trx
      .updateTable('leads')
      .set({
        fields,
        fingerprint: createHash('sha256').update(`${id}:${fields}`).digest('hex'),
        client_ip: null,
      })
      .where('id', '=', id)
      .execute();

  const chatIds = chats.map((chat) => chat.id);
  if (chatIds.length > 0) {
    await trx.deleteFrom('chat_messages').where('conversation_id', 'in', chatIds).execute();
    await trx.deleteFrom('chat_attachments').where('conversation_id', 'in', chatIds).execute();
    await trx.deleteFrom('chat_events').where('conversation_id', 'in', chatIds).execute();
    await trx.deleteFrom('chat_conversations').where('id', 'in', chatIds).execute();
  }

  const purchaseIds = deleted.map((purchase) => purchase.id);
  if (purchaseIds.length > 0) {
    await trx.deleteFrom('payment_attempts').where('purchase_id', 'in', purchaseIds).execute();
    await trx.deleteFrom('purchase_transitions').where('purchase_id', 'in', purchaseIds).execute();
    await trx.deleteFrom('purchases').where('id', 'in', purchaseIds).execute();
  }

  return {
    leadsAnonymised: anonymised.length,
    chatsDeleted: chatIds.length,
    purchasesDeleted: purchaseIds.length,
    kept: kept.map((purchase) => ({
      date: new Date(Number(purchase.created_at)).toISOString(),
      productCode: purchase.product_code,
      reason: KEPT_PURCHASE_REASON,
    })),
  };
};
