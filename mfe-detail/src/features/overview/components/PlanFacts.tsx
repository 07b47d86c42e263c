import { useTranslation } from 'react-i18next';
import type { PlanDetail } from '@qs/shared';
import { planFactsOf } from '../model/plan-facts';

/**
 * 'Ficha del plan' (docs/product/detail.md#plan-facts): the plan's modality ('Libre elección', 'Prestador
 * Preferente', 'Red cerrada'), its protection area ('Todo el Mundo', 'Mundial con excepciones', 'Colombia') with its
 * note, and whether a health plan covers childbirth. Drawn with the plan, so it never moves the page.
 */
export const PlanFacts = ({ plan }: { plan: PlanDetail }) => {
  const { t } = useTranslation('detail');
  const { modality, protection, coverageBreadth } = planFactsOf(plan);
  if (!modality && !protection && !coverageBreadth) return null;
  return (
    <section className="qs-overview__facts" aria-labelledby="qs-overview-facts">
      <h2 id="qs-overview-facts">{t('facts.title')}</h2>
      <dl className="qs-facts">
        {modality && (
          <div className="qs-facts__item">
            <dt>{t('facts.modality')}</dt>
            <dd>{t(`facts.modalities.${modality}`)}</dd>
          </div>
        )}
        {protection && (
          <div className="qs-facts__item">
            <dt>{t('facts.protection')}</dt>
            <dd>
              <strong>{protection.area}</strong>
              {protection.description && <span className="qs-facts__note">{protection.description}</span>}
            </dd>
          </div>
        )}
        {coverageBreadth && (
          <div className="qs-facts__item">
            <dt>{t('facts.birth')}</dt>
            <dd>{t(`facts.breadth.${coverageBreadth}`)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
};
