import { useTranslation } from 'react-i18next';
import { getPartner } from '@qs/shared';

/**
 * The banner's `t`: on a partner site every text takes its `_partner` variant ('beneficiarios'
 * for 'asegurados', 'planes' for 'seguros', seed 001 §6 and seed 002 §2).
 */
export const useBannerText = () => {
  const { t } = useTranslation('results');
  const context = getPartner() === null ? undefined : 'partner';
  return (key: string) => t(`banner.${key}`, { context });
};
