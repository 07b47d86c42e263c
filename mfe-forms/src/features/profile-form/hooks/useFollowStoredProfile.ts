import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useStoredProfile } from '@qs/shared';
import type { FieldNode } from '../model/field-tree';
import { toFormValues } from '../model/form-values';

export interface FollowStoredProfileOptions {
  /** Off where the page hands the form its own profile (the profile generator). */
  enabled: boolean;
  tree: FieldNode[];
  productType: string;
  form: UseFormReturn<FieldValues>;
}

/**
 * A page can hold two forms of one profile (the comparator's banner and its profile dialog): when the other one
 * stores a profile, this one shows it, so the page never shows pets or people that no longer price the plans.
 */
export const useFollowStoredProfile = ({ enabled, tree, productType, form }: FollowStoredProfileOptions) => {
  const stored = useStoredProfile(productType);
  const first = useRef(true);
  useEffect(() => {
    // The form was filled from this same profile when it mounted.
    if (first.current) {
      first.current = false;
      return;
    }
    if (!enabled || !stored) return;
    const values = toFormValues(tree, stored);
    // Its own submit stored what it shows: nothing to reset (a reset would also clear its submit state).
    if (JSON.stringify(values) !== JSON.stringify(form.getValues())) form.reset(values);
  }, [enabled, stored, tree, form]);
};
