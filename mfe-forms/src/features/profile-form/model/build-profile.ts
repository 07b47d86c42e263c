import type { Profile } from '@qs/shared';
import type { FieldNode } from './field-tree';
import type { FormRecord } from './form-values';
import { offersPartner, withHousehold } from './household';
import { toProfile } from './to-profile';

/** The profile a form's values stand for, with the household rules of its product type. */
export const buildProfile = (tree: FieldNode[], values: FormRecord, productType: string): Profile =>
  withHousehold(
    toProfile(tree, values),
    productType,
    tree.some((node) => offersPartner(node, productType)),
  );
