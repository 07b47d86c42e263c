import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { arrayLabels, MAX_ARRAY_ITEMS } from '../../../common/model/field-tree';
import { itemDefaults } from '../model/answers';
import type { DynamicNode } from '../model/definition';

export interface ArrayFieldProps {
  node: DynamicNode;
  /** The item's fields; passed in so that the recursion does not become an import cycle. */
  renderItem: (itemPath: string) => ReactNode;
  /** Shown under the items (the passengers' age bands). */
  footer?: ReactNode;
}

/**
 * A repeated group (docs/product/forms.md#field-types): starts with one item, up to 8; an item can be removed while more
 * than one remains; only the last item offers to add another. Label "label,addLabel".
 */
export const ArrayField = ({ node, renderItem, footer }: ArrayFieldProps) => {
  const { t } = useTranslation('forms');
  const name = node.field.fldName;
  const { fields, append, remove } = useFieldArray({ name });
  const { label, addLabel } = arrayLabels(node.field.label);

  return (
    <fieldset className="qs-dynamic__array">
      <legend className="qs-dynamic__legend">{label}</legend>
      {fields.map((item, index) => {
        const number = index + 1;
        const isLast = index === fields.length - 1;
        return (
          <fieldset key={item.id} className="qs-dynamic__item">
            <legend className="qs-dynamic__item-legend">{t('dynamicForm.array.item', { label, number })}</legend>
            {renderItem(`${name}.${index}`)}
            <div className="qs-dynamic__item-actions">
              {fields.length > 1 && (
                <button
                  type="button"
                  className="qs-button qs-button--secondary"
                  aria-label={t('dynamicForm.array.removeItem', { label, number })}
                  onClick={() => remove(index)}
                >
                  {t('dynamicForm.array.remove')}
                </button>
              )}
              {isLast && fields.length < MAX_ARRAY_ITEMS && (
                <button type="button" className="qs-button qs-button--secondary" onClick={() => append(itemDefaults(node))}>
                  {addLabel ?? t('dynamicForm.array.add')}
                </button>
              )}
            </div>
          </fieldset>
        );
      })}
      {footer}
    </fieldset>
  );
};
