import { useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { completeProfile, readProfile } from '@qs/shared';
import { buildProfile } from '../model/build-profile';
import type { FieldNode } from '../model/field-tree';
import { allLeavesValid, leafEntries, type ItemName } from '../model/leaf-entries';
import { validateProfile } from '../model/validate-profile';
import { useRuleMessages } from './useRuleMessages';

/** The stored profile is checked 1 s after the form shows it (docs/product/forms.md#profile-form-rules). */
export const ENTERED_DELAY_MS = 1000;

interface EnteredFlagOptions {
  /** False when the form starts from other values than the stored profile (a /v1 link). */
  enabled: boolean;
  tree: FieldNode[];
  productType: string;
  scriptUrl?: string | null;
  itemName: ItemName;
  getValues: () => FieldValues;
}

/**
 * A stored profile that prefills the form and is valid 1 s later gets the data-entered flag
 * (ingresodatos): it is completed like a submit (stored, profile/completed on the bus), so the
 * results price it and the banner says so. Nothing happens when it already has the flag, is
 * invalid (no errors are shown to a visitor who has not touched the form) or the form is gone.
 */
export const useEnteredFlag = ({ enabled, tree, productType, scriptUrl, itemName, getValues }: EnteredFlagOptions) => {
  const messages = useRuleMessages();
  const latest = useRef({ tree, productType, scriptUrl, itemName, getValues, messages });
  latest.current = { tree, productType, scriptUrl, itemName, getValues, messages };

  useEffect(() => {
    if (!enabled) return undefined;
    const stored = readProfile(latest.current.productType);
    if (!stored || stored.ingresodatos) return undefined;
    let active = true;
    // Another form of the page (the banner's and the modal's) may have set the flag meanwhile.
    const alreadyEntered = () => readProfile(latest.current.productType)?.ingresodatos === true;
    const timer = setTimeout(async () => {
      const current = latest.current;
      if (alreadyEntered()) return;
      const values = current.getValues();
      if (!allLeavesValid(leafEntries(current.tree, values, current.itemName), current.messages)) return;
      const profile = buildProfile(current.tree, values, current.productType);
      const verdict = await validateProfile(profile, current.scriptUrl);
      if (active && verdict.valid && !alreadyEntered()) completeProfile(current.productType, { ...stored, ...profile });
    }, ENTERED_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [enabled]);
};
