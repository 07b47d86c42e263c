import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { offersPartner } from '../model/household';
import type { ItemName } from '../model/leaf-entries';

/** What every field of one form shares: the product type decides the household rules. */
export interface ProfileFormContextValue {
  productType: string;
}

export const ProfileFormContext = createContext<ProfileFormContextValue>({ productType: '' });

export const useProfileFormContext = () => useContext(ProfileFormContext);

/** The name of an item as its legend shows it: 'Titular 1', 'Pareja' (the couple's second holder), 'Cargas 2'. */
export const useItemName = (): ItemName => {
  const { t } = useTranslation('forms');
  const { productType } = useProfileFormContext();
  return (node, label, index) =>
    offersPartner(node, productType) && index === 1 ? t('profileRules.partner.legend') : t('profile.item', { label, number: index + 1 });
};
