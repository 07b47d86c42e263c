import { useTranslation } from 'react-i18next';
import { ErrorPanel, formatCop, formatPlanPrice, Spinner, profileWording } from '@qs/shared';
import { ageLabel, roleLabel, type ProfilePricing } from '../../pricing';

export interface ProfilePriceTableProps {
  pricing: ProfilePricing;
}

/** A person's row of a company plan priced as a Total is that employee's price, not the company's total. */
export const personSuffix = (suffix: string): string => suffix.replace(/ Total$/, ' p/empl.');

/** Each person of the profile with age and price; people the plan cannot insure are marked, not priced. */
export const ProfilePriceTable = ({ pricing }: ProfilePriceTableProps) => {
  const { t } = useTranslation('detail');
  const { price, people, retry } = pricing;
  if (price.status === 'loading') return <Spinner label={t('price.loading')} minHeight={160} />;
  if (price.status !== 'ready') return <ErrorPanel onRetry={retry} description={t('price.error')} />;
  const total = price.value.price;

  return (
    <table className="qs-price__table">
      <thead>
        <tr>
          <th scope="col">{t('price.person', { context: profileWording(pricing.formKey) })}</th>
          <th scope="col">{t('price.age')}</th>
          <th scope="col">{t('price.price')}</th>
        </tr>
      </thead>
      <tbody>
        {people.map((person, index) => (
          <tr key={index} className={person.insurable ? undefined : 'qs-price__uninsurable'}>
            <th scope="row">{roleLabel(person.role, t)}</th>
            <td>{person.age === null ? '—' : ageLabel(person.age, t)}</td>
            <td>
              {person.insurable && person.price !== null
                ? formatPlanPrice({ minPrice: person.price, suffix: personSuffix(total.suffix) })
                : t('price.uninsurable')}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('price.total')}
          </th>
          <td>
            <strong>{formatPlanPrice(total)}</strong>
          </td>
        </tr>
        {/* A company plan is priced per employee; the company's monthly total (for the size it stated) goes beside it. */}
        {total.total && (
          <tr>
            <th scope="row" colSpan={2}>
              {t('price.companyTotal', { count: total.total.employees })}
            </th>
            <td>
              <strong>{formatCop(total.total.amount)}</strong> {t('price.perMonth')}
            </td>
          </tr>
        )}
      </tfoot>
    </table>
  );
};
