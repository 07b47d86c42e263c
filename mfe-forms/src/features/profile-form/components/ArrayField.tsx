import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { arrayLabels, MAX_ARRAY_ITEMS } from '../../../common/model/field-tree';
import type { FieldNode } from '../model/field-tree';
import { blankItem } from '../model/form-values';

export interface ArrayFieldProps {
  node: FieldNode;
  path: string;
  /** The item's fields; passed in so that the recursion does not become an import cycle. */
  renderItem: (itemPath: string) => ReactNode;
}

/**
 * A repeated group shown as a list (the insured people of a group quote, pets): up to 8 items,
 * removable while more than one remains; only the last item offers to add another (docs/product/forms.md#profile-form).
 */
export const ArrayField = ({ node, path, renderItem }: ArrayFieldProps) => {
  const { t } = useTranslation('forms');
  const { fields, append, remove } = useFieldArray({ name: path });
  const { label, addLabel } = arrayLabels(node.field.label);

  return (
    <fieldset className="qs-profile-array">
      <legend className="qs-profile-array__legend">{label}</legend>
      {fields.map((item, index) => {
        const number = index + 1;
        const isLast = index === fields.length - 1;
        return (
          <fieldset key={item.id} className="qs-profile-array__item">
            <legend className="qs-profile-array__item-legend">{t('profile.item', { label, number })}</legend>
            {renderItem(`${path}.${index}`)}
            <div className="qs-profile-array__actions">
              {fields.length > 1 && (
                <button
                  type="button"
                  className="qs-button qs-button--secondary"
                  aria-label={t('profile.removeItem', { label, number })}
                  onClick={() => remove(index)}
                >
                  {t('profile.remove')}
                </button>
              )}
              {isLast && fields.length < MAX_ARRAY_ITEMS && (
                <button type="button" className="qs-button qs-button--secondary" onClick={() => append(blankItem(node))}>
                  {addLabel ?? t('profile.add')}
                </button>
              )}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
};
