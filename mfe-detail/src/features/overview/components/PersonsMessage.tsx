import { useTranslation } from 'react-i18next';
import type { ProfileWording } from '@qs/shared';
import { personsMessage, type PricedPerson } from '../../pricing';

/** The persons message (docs/product/detail.md#persons-message): who of the visitor's profile this plan can insure, and who not. */
export const PersonsMessage = ({ people, wording }: { people: PricedPerson[]; wording?: ProfileWording }) => {
  const { t } = useTranslation('detail');
  if (people.length === 0) return null;
  const message = personsMessage(people, t, wording);
  return (
    <div className="qs-overview__persons" role="status">
      <p className="qs-overview__persons-title">{t('persons.title', { context: wording })}</p>
      <p>{message.insurable}</p>
      {message.uninsurable && <p className="qs-overview__uninsurable">{message.uninsurable}</p>}
    </div>
  );
};
