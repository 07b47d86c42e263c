import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { completeProfile, type Profile } from '@qs/shared';
import { sendProfileData } from '../api/send-profile-data';
import type { FieldNode } from '../model/field-tree';
import { toProfile } from '../model/to-profile';
import { validateProfile } from '../model/validate-profile';

interface ProfileSubmitOptions {
  tree: FieldNode[];
  productType: string;
  scriptUrl?: string | null;
  onSubmitted?: (profile: Profile) => void;
}

/**
 * A valid submit stores the profile (profile/completed on the bus), records it for the
 * business without waiting, then hands it to the caller; an invalid one yields the message.
 */
export const useProfileSubmit = ({ tree, productType, scriptUrl, onSubmitted }: ProfileSubmitOptions) => {
  const { t } = useTranslation('forms');
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);

  const onValid = async (values: FieldValues) => {
    setInvalidMessage(null);
    const profile = toProfile(tree, values);
    const verdict = await validateProfile(profile, scriptUrl);
    if (!verdict.valid) {
      setInvalidMessage('message' in verdict ? verdict.message : t(`profile.rules.${verdict.reason}`));
      return;
    }
    completeProfile(productType, profile);
    sendProfileData(productType, profile);
    onSubmitted?.(profile);
  };

  return { invalidMessage, onValid };
};
