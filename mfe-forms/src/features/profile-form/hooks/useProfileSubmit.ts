import { useRef, useState } from 'react';
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
 * Missing required fields are listed (docs/product/forms.md#profile-form-rules), and their complete entry announced.
 * Once a submit was tried, `revalidate` makes the messages follow every change: an error the
 * visitor fixed (an EPS chosen after 'No tengo EPS', a field filled) goes away without a new submit.
 */
export const useProfileSubmit = ({ tree, productType, scriptUrl, itemName, onSubmitted }: ProfileSubmitOptions) => {
  const { t } = useTranslation('forms');
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);
  const [missingMessage, setMissingMessage] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const attempted = useRef(false);
  // Only the newest check may set the message: an older one may finish after it.
  const latestCheck = useRef(0);

  const verdictMessage = async (values: FieldValues): Promise<{ profile: Profile; message: string | null }> => {
    const profile = buildProfile(tree, values, productType);
    const verdict = await validateProfile(profile, scriptUrl);
    if (verdict.valid) return { profile, message: null };
    return { profile, message: 'message' in verdict ? verdict.message : t(`profile.rules.${verdict.reason}`) };
  };

  const showMissing = (values: FieldValues): boolean => {
    const missing = missingRequiredLabels(leafEntries(tree, values, itemName));
    setMissingMessage(missing.length > 0 ? t('profileRules.missing', { list: missing.join(', ') }) : null);
    return missing.length > 0;
  };

  /** Resolves to whether the profile was accepted. */
  const onValid = async (values: FieldValues): Promise<boolean> => {
    attempted.current = true;
    const check = ++latestCheck.current;
    setInvalidMessage(null);
    setMissingMessage(null);
    setAnnouncement(t('profileRules.allEntered'));
    const { profile, message } = await verdictMessage(values);
    if (message !== null) {
      if (check === latestCheck.current) setInvalidMessage(message);
      return false;
    }
    completeProfile(productType, profile);
    sendProfileData(productType, profile);
    onSubmitted?.(profile);
    return true;
  };

  const onInvalid = (values: FieldValues) => {
    attempted.current = true;
    latestCheck.current += 1;
    setAnnouncement('');
    setInvalidMessage(null);
    showMissing(values);
  };

  /** After a tried submit: the messages the values have now (nothing is stored or sent). */
  const revalidate = async (values: FieldValues) => {
    if (!attempted.current) return;
    const check = ++latestCheck.current;
    if (showMissing(values)) {
      setAnnouncement('');
      setInvalidMessage(null);
      return;
    }
    setAnnouncement(t('profileRules.allEntered'));
    const { message } = await verdictMessage(values);
    if (check === latestCheck.current) setInvalidMessage(message);
  };

  return { invalidMessage, missingMessage, announcement, onValid, onInvalid, revalidate };
};
