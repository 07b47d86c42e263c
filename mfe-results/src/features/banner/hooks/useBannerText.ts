import { useTranslation } from 'react-i18next';
import { profileWording } from '@qs/shared';

/**
 * The banner's `t`, for the comparator's profile form: on the pet comparator every text takes its `_pets`
 * variant ('mascotas'), on a partner site its `_partner` variant ('beneficiarios' for 'asegurados', 'planes' for
 * 'seguros', docs/product/results.md#wording); a text without the variant is the same for all.
 */
export const useBannerText = (profileForm = 'colombia') => {
  const { t } = useTranslation('results');
  const context = profileWording(profileForm);
  return (key: string) => t(`banner.${key}`, { context });
};
