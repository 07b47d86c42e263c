export type SaleMode = 'online' | 'mixed' | 'external' | 'executive';

/** The sale channels decide how a plan is contracted (QpMixSale: executive and online) (docs/product/forms.md#advisor-card). */
export const saleModeOfChannels = (channels: readonly string[] = []): SaleMode => {
  if (channels.includes('QpMixSale') || (channels.includes('QpOnlineSale') && channels.includes('ExecutiveEmployee')))
    return 'mixed';
  if (channels.includes('QpOnlineSale')) return 'online';
  if (channels.includes('ExternalOnlineSale')) return 'external';
  return 'executive';
};
