export type SaleMode = 'online' | 'mixed' | 'external' | 'executive';

/** Seed 001 §1: the sale channels decide how a plan is contracted (QpMixSale: executive and online). */
export const saleModeOfChannels = (channels: readonly string[] = []): SaleMode => {
  if (channels.includes('QpMixSale') || (channels.includes('QpOnlineSale') && channels.includes('ExecutiveEmployee'))) return 'mixed';
  if (channels.includes('QpOnlineSale')) return 'online';
  if (channels.includes('ExternalOnlineSale')) return 'external';
  return 'executive';
};
