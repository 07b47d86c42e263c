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

/**
 * The name of an item as its legend shows it. The holders of a personal product are one person or a
 * couple: 'Titular' (the list's own label, never numbered) and 'Pareja'. Other lists number their items:
 * 'Beneficiarios 2', 'Empleado de referencia 1'.
 */
export const useItemName = (): ItemName => {
  const { t } = useTranslation('forms');
  const { productType } = useProfileFormContext();
  return (node, label, index) => {
    if (!offersPartner(node, productType)) return t('profile.item', { label, number: index + 1 });
    return index === 0 ? label : t('profileRules.partner.legend');
  };
};
