import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { completeProfile, type Profile } from '@qs/shared';
import { sendProfileData } from '../api/send-profile-data';
import { buildProfile } from '../model/build-profile';
import type { FieldNode } from '../model/field-tree';
import { leafEntries, missingRequiredLabels, type ItemName } from '../model/leaf-entries';
import { validateProfile } from '../model/validate-profile';

interface ProfileSubmitOptions {
  tree: FieldNode[];
  productType: string;
  scriptUrl?: string | null;
  itemName: ItemName;
  onSubmitted?: (profile: Profile) => void;
}

/**
 * A valid submit stores the profile (profile/completed on the bus), records it for the
 * business without waiting, then hands it to the caller; an invalid one yields the message.
 * Missing required fields are listed (seed 002 §5), and their complete entry announced.
 */
export const useProfileSubmit = ({ tree, productType, scriptUrl, itemName, onSubmitted }: ProfileSubmitOptions) => {
  const { t } = useTranslation('forms');
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);
  const [missingMessage, setMissingMessage] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  /** Resolves to whether the profile was accepted. */
  const onValid = async (values: FieldValues): Promise<boolean> => {
    setInvalidMessage(null);
    setMissingMessage(null);
    setAnnouncement(t('profileRules.allEntered'));
    const profile = buildProfile(tree, values, productType);
    const verdict = await validateProfile(profile, scriptUrl);
    if (!verdict.valid) {
      setInvalidMessage('message' in verdict ? verdict.message : t(`profile.rules.${verdict.reason}`));
      return false;
    }
    completeProfile(productType, profile);
    sendProfileData(productType, profile);
    onSubmitted?.(profile);
    return true;
  };

  const onInvalid = (values: FieldValues) => {
    const missing = missingRequiredLabels(leafEntries(tree, values, itemName));
    setAnnouncement('');
    setInvalidMessage(null);
    setMissingMessage(missing.length > 0 ? t('profileRules.missing', { list: missing.join(', ') }) : null);
  };

  return { invalidMessage, missingMessage, announcement, onValid, onInvalid };
};
