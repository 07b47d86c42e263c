import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPARATORS, paths } from '@qs/shared';
import { Heading, type HeadingLevel } from '../../../common/components/Heading';

export interface ChoosePlanProps {
  headingLevel: HeadingLevel;
  /** Why no plan is shown (a code that does not exist); none when the URL named no plan. */
  reason?: string;
}

/** Compra-Online without a plan: where to choose one. */
export const ChoosePlan = ({ headingLevel, reason }: ChoosePlanProps) => {
  const { t } = useTranslation('forms');
  return (
    <section className="qs-purchase__choose">
      <Heading level={headingLevel}>{t('purchase.choose.title')}</Heading>
      {reason && <p role="alert">{reason}</p>}
      <p>{t('purchase.choose.description')}</p>
      <ul className="qs-purchase__comparators">
        {COMPARATORS.map((comparator) => (
          <li key={comparator.slug}>
            <Link to={paths.compare.getHref(comparator.slug)}>{comparator.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
