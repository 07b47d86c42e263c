/**
 * The card provider's status details of a refused or waiting payment and what the visitor reads for each
 * (docs/adr/0019-online-purchase.md). The product names the details; their Spanish wording is this site's. Each
 * says what to do next: try again, use another card, or call the bank.
 */
export const STATUS_DETAIL_MESSAGES = {
  accredited: '¡Listo! Tu pago fue aprobado.',
  pending_contingency: 'Estamos procesando tu pago. Te avisaremos en cuanto se confirme; no hace falta pagar de nuevo.',
  pending_review_manual: 'Tu pago está en revisión. Te avisaremos en cuanto se confirme; no hace falta pagar de nuevo.',
  bank_error: 'El banco no respondió. Intenta de nuevo en unos minutos.',
  cc_rejected_3ds_mandatory: 'Tu banco pide autenticar esta compra. Usa otra tarjeta o consulta con tu banco.',
  cc_rejected_bad_filled_card_number: 'Revisa el número de la tarjeta.',
  cc_rejected_bad_filled_date: 'Revisa la fecha de vencimiento.',
  cc_rejected_bad_filled_security_code: 'Revisa el código de seguridad de la tarjeta.',
  cc_rejected_bad_filled_other: 'Revisa los datos de la tarjeta.',
  cc_rejected_blacklist: 'No pudimos procesar tu pago. Usa otra tarjeta.',
  cc_rejected_call_for_authorize: 'Debes autorizar este pago con tu banco. Llámalo y vuelve a intentarlo.',
  cc_rejected_card_disabled: 'Tu tarjeta no está activa. Llama a tu banco para activarla o usa otra tarjeta.',
  cc_rejected_card_error: 'No pudimos procesar tu pago con esta tarjeta. Usa otra tarjeta.',
  cc_rejected_duplicated_payment: 'Ya hiciste un pago por este valor. Si necesitas pagar de nuevo, usa otra tarjeta.',
  cc_rejected_high_risk: 'Tu pago fue rechazado por seguridad. Usa otra tarjeta.',
  cc_rejected_insufficient_amount: 'Tu tarjeta no tiene fondos suficientes. Usa otra tarjeta.',
  cc_rejected_invalid_installments: 'Tu tarjeta no acepta esta cantidad de cuotas. Elige otra o usa otra tarjeta.',
  cc_rejected_max_attempts: 'Llegaste al límite de intentos con esta tarjeta. Usa otra tarjeta.',
  cc_rejected_other_reason: 'Tu banco rechazó el pago. Usa otra tarjeta o llama a tu banco.',
  cc_amount_rate_limit_exceeded: 'Superaste el monto permitido para esta tarjeta. Usa otra tarjeta.',
  rejected_insufficient_data: 'Faltan datos para procesar tu pago. Revisa los datos e intenta de nuevo.',
  rejected_by_bank: 'Tu banco rechazó el pago. Llama a tu banco o usa otra tarjeta.',
  rejected_by_regulations: 'El pago fue rechazado por normas vigentes. Usa otro medio de pago.',
} as const;

export type StatusDetail = keyof typeof STATUS_DETAIL_MESSAGES;
export type RejectionDetail = Exclude<StatusDetail, 'accredited' | 'pending_contingency' | 'pending_review_manual'>;
