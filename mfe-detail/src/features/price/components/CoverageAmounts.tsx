import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, useApiRequest, type Benefit, type PlanDetail } from '@qs/shared';
import {
  formatBenefitTop,
  formatDeductible,
  formatPercentage,
  formatTopAmount,
} from '../../../common/model/format-amounts';
import { getCoverageResume } from '../api/get-coverage-resume';

/** Top amounts and copagos per benefit, with the product's rules (docs/product/detail.md#price-detail), and the plan's annual maximum. */
export const CoverageAmounts = ({ plan }: { plan: PlanDetail }) => {
  const { t } = useTranslation('detail');
  const { state, retry } = useApiRequest(`resume:${plan.id}`, (signal) => getCoverageResume(plan.id, signal));
  const annual = plan.insuranceMetadata?.metadata.annual_benefit_maximum;

  return (
    <section className="qs-price__coverages" aria-labelledby="qs-price-coverages">
      <h2 id="qs-price-coverages">{t('price.coveragesTitle')}</h2>
      {annual && (
        <p className="qs-price__annual">
          {t('price.annualMaximum', {
            value: formatTopAmount({ minAmount: annual.amount, unit: { code: annual.currency_code } }),
          })}
        </p>
      )}
      {state.status === 'loading' && <Spinner label={t('price.coveragesLoading')} minHeight={200} />}
      {state.status === 'error' && <ErrorPanel onRetry={retry} />}
      {state.status === 'ready' &&
        state.value.map((category) => (
          <div key={category.id} className="qs-price__category">
            <h3>{category.name}</h3>
            <ul className="qs-price__benefits">
              {category.coverages.map((coverage) => (
                <BenefitAmounts key={coverage.id} coverage={coverage} annualMaximum={annual?.amount} />
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
};

const BenefitAmounts = ({ coverage, annualMaximum }: { coverage: Benefit; annualMaximum: number | undefined }) => {
  const { t } = useTranslation('detail');
  const { percentage, compensation, deductible } = coverage.amounts;
  return (
    <li className="qs-price__benefit">
      <p className="qs-price__benefit-name">{coverage.insuranceBenefit}</p>
      <dl>
        <div>
          <dt>{t('price.percentage')}</dt>
          <dd>{formatPercentage(percentage?.minAmount)}</dd>
        </div>
        <div>
          <dt>{t('price.topAmount')}</dt>
          <dd>{formatBenefitTop(compensation, annualMaximum)}</dd>
        </div>
        <div>
          <dt>{t('price.deductible')}</dt>
          <dd>{formatDeductible(deductible)}</dd>
        </div>
      </dl>
    </li>
  );
};
