import Type, { type Static } from 'typebox';

/**
 * Every lead status and sub-status of the product, in one enumeration that leads, purchases and their readers use
 * (docs/product/api.md#lead-statuses). Names are the product's, as operators read them.
 */
export const LEAD_STATUSES = {
  withoutStatus: { id: 1, name: 'Sin Estado' },
  assigned: { id: 2, name: 'Asignado' },
  closed: { id: 3, name: 'Cerrado' },
  failed: { id: 4, name: 'Fallido' },
  deleted: { id: 5, name: 'Eliminado' },
  duplicate: { id: 6, name: 'Duplicado' },
  toReassign: { id: 7, name: 'Por Reasignar' },
  web: { id: 8, name: 'Web' },
  toClose: { id: 9, name: 'Por Cerrar' },
  resolved: { id: 10, name: 'Resuelto' },
  currentClient: { id: 11, name: 'Cliente Vigente' },
  notInterested: { id: 12, name: 'No interesa' },
  scheduled: { id: 13, name: 'Agenda' },
  interested: { id: 14, name: 'Interesa' },
  test: { id: 97, name: 'Pruebas QP' },
  fakeClient: { id: 98, name: 'Cliente Falso' },
  other: { id: 99, name: 'Otro' },
  refundInProcess: { id: 100, name: 'Proceso de Devolución' },
  refunded: { id: 101, name: 'Devuelto' },
  onlinePurchase: { id: 500, name: 'Contratacion Online' },
  pendingConfirmation: { id: 501, name: 'Pendiente de confirmación' },
} as const;

type Statuses = typeof LEAD_STATUSES;
export type LeadStatusId = Statuses[keyof Statuses]['id'];

/**
 * The sub-statuses, each under its parent status: the ways a closed lead was paid (331–333), and an online purchase's
 * steps under 'Contratacion Online' (300–305; which step each one means is this site's design).
 */
export const LEAD_SUB_STATUSES = {
  purchaseStarted: { id: 300, parent: 500, name: 'Compra iniciada' },
  purchaseFirstStepDone: { id: 301, parent: 500, name: 'Datos del titular o de la empresa completos' },
  purchaseSecondStepDone: { id: 302, parent: 500, name: 'Declaración de salud o empleados completos' },
  purchasePaymentPending: { id: 303, parent: 500, name: 'Pago pendiente' },
  purchasePaymentRejected: { id: 304, parent: 500, name: 'Pago rechazado' },
  purchasePaid: { id: 305, parent: 500, name: 'Pago aprobado o compra confirmada' },
  webSubscription: { id: 331, parent: 3, name: 'Suscripción web' },
  singlePayment: { id: 332, parent: 3, name: 'Pago único' },
  nonAutomaticTransfer: { id: 333, parent: 3, name: 'Transferencia no automática' },
} as const;

type SubStatuses = typeof LEAD_SUB_STATUSES;
export type LeadSubStatusId = SubStatuses[keyof SubStatuses]['id'];

const statusList = Object.values(LEAD_STATUSES);
const subStatusList = Object.values(LEAD_SUB_STATUSES);

/** The status with this id, named as the enumeration names it; undefined for an id it does not have. */
export const leadStatusById = (id: number): { id: LeadStatusId; name: string } | undefined =>
  statusList.find((status) => status.id === id);

/** The sub-status with this id; undefined for an id the enumeration does not have. */
export const leadSubStatusById = (
  id: number,
): { id: LeadSubStatusId; parent: LeadStatusId; name: string } | undefined =>
  subStatusList.find((status) => status.id === id);

export const LeadStatus = Type.Object(
  {
    id: Type.Enum(
      statusList.map((status): LeadStatusId => status.id),
      { description: 'One of the enumeration (docs/product/api.md#lead-statuses)' },
    ),
    name: Type.String(),
  },
  { description: 'docs/product/api.md#lead-statuses' },
);
export type LeadStatus = Static<typeof LeadStatus>;

export const LeadSubStatus = Type.Object({
  id: Type.Enum(subStatusList.map((status): LeadSubStatusId => status.id)),
  name: Type.String(),
});
export type LeadSubStatus = Static<typeof LeadSubStatus>;
