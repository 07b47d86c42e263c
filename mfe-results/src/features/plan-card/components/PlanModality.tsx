import { useTranslation } from 'react-i18next';
import type { PlanCard } from '@qs/shared';

/**
 * The plan's modality in words (docs/product/results.md#cards): 'Libre elección' (libre_eleccion), 'Prestador
 * Preferente' (preferente) or 'Red cerrada' (cerrado). A plan whose answer has none says nothing.
 */
export const PlanModality = ({ plan }: { plan: PlanCard }) => {
  const { t } = useTranslation('results');
  const modality = plan.insuranceMetadata?.metadata?.modality;
  if (!modality) return null;
  return <p className="qs-plan-card__modality">{t('card.modality', { label: t(`card.modalities.${modality}`) })}</p>;
};
