import { CARD_BRAND_NAMES, formatBogotaTime, type PurchaseView } from '@qs/contract';
import type { Db } from '../db/open';
import { notFound } from '../http/errors';
import { formatCop } from '../catalogue/plan-texts';
import { renderPdfBuffer } from '../pdf/render';
import type { Page } from '../pdf/spec';
import { purchaseViewOf } from './purchases';

const PERIODICITY_NAMES: Record<string, string> = {
  monthly: 'Mensual',
  bimonthly: 'Bimestral',
  quarterly: 'Trimestral',
  fourmonths: 'Cuatrimestral',
  halfYearly: 'Semestral',
  yearly: 'Anual',
};

/** The receipt's page: who bought which plan, the approved payment's lines, and where the purchase stands. */
export const receiptPages = (purchase: PurchaseView): Page[] => {
  const payment = purchase.payments.findLast((attempt) => attempt.status === 'approved');
  if (!payment) throw notFound('Esta compra aún no tiene un pago aprobado');
  const holder = (purchase.data['personal-data'] ?? {}) as {
    name?: string;
    documentType?: string;
    documentNumber?: string;
    email?: string;
  };
  const charge = purchase.charges.find((candidate) => candidate.periodicity === payment.periodicity) ?? purchase.charge;
  return [
    {
      section: 'Comprobante de pago',
      blocks: [
        { kind: 'title', text: 'Comprobante de pago' },
        { kind: 'paragraph', text: `Compra online del plan ${purchase.planName} de ${purchase.organizationName}.` },
        {
          kind: 'definitions',
          items: [
            ['Número de compra', purchase.id],
            ['Número de pago', payment.id],
            ['Fecha del pago', formatBogotaTime(payment.createdAt)],
            ['Titular', `${holder.name ?? ''} (${holder.documentType ?? ''} ${holder.documentNumber ?? ''})`],
            ['Correo electrónico', holder.email ?? ''],
            [
              'Tarjeta',
              `${CARD_BRAND_NAMES[payment.brand as keyof typeof CARD_BRAND_NAMES] ?? payment.brand} terminada en ${payment.lastFour}`,
            ],
            [
              'Periodicidad',
              `${PERIODICITY_NAMES[payment.periodicity] ?? payment.periodicity} (${charge.paymentsPerYear} pagos al año)`,
            ],
          ],
        },
        {
          kind: 'table',
          columns: ['Concepto', 'Valor'],
          widths: [0.7, 0.3],
          rows: [
            // What was paid is the plan's price: no fee is added (docs/adr/0019-online-purchase.md).
            ['Plan', formatCop(payment.total)],
            ['Total pagado', formatCop(payment.total)],
          ],
        },
        {
          kind: 'paragraph',
          text: `Estado de la solicitud: ${purchase.leadStatus.name}. La aseguradora confirmará la póliza y te escribiremos al correo registrado.`,
        },
      ],
    },
  ];
};

/** The receipt of a paid purchase, drawn for this request (the same way as the plans' documents). */
export const receiptOf = async (db: Db, id: string, now: Date): Promise<Buffer> => {
  const purchase = await purchaseViewOf(db, id, now);
  const pages = receiptPages(purchase);
  const paidAt = new Date(purchase.payments.findLast((attempt) => attempt.status === 'approved')!.createdAt);
  return renderPdfBuffer(
    pages,
    {
      title: `Comprobante ${purchase.id}`,
      author: 'QuieroSeguro',
      header: `QuieroSeguro · ${purchase.planName}`,
      color: '#0B57D0',
    },
    paidAt,
  );
};
