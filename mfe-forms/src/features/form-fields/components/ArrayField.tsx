import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { arrayLabels, MAX_ARRAY_ITEMS } from '../../../common/model/field-tree';
import type { FieldDescription } from '../model/field-description';

/** The class names of the list's parts: each form styles its lists its own way. */
export interface ArrayFieldClasses {
  root: string;
  legend: string;
  item: string;
  itemLegend: string;
  actions: string;
}

export interface ArrayFieldProps {
  /** The react-hook-form name of the list. */
  name: string;
  /** Its label is "label,addLabel" (e.g. "Beneficiarios,Agregar beneficiario"). */
  field: FieldDescription;
  /** The values of a new item. */
  newItem: () => Record<string, unknown>;
  /** The item's fields; passed in so that the recursion does not become an import cycle. */
  renderItem: (itemPath: string) => ReactNode;
  /** Shown under the items (the passengers' age bands). */
  footer?: ReactNode;
  classes: ArrayFieldClasses;
}

/**
 * A repeated group (docs/product/forms.md#field-types): up to 8 items, each a fieldset "label n"; an item can be removed
 * while more than one remains; only the last item offers to add another.
 */
export const ArrayField = ({ name, field, newItem, renderItem, footer, classes }: ArrayFieldProps) => {
  const { t } = useTranslation('forms');
  const { fields, append, remove } = useFieldArray({ name });
  const { label, addLabel } = arrayLabels(field.label);

  return (
    <fieldset className={classes.root}>
      <legend className={classes.legend}>{label}</legend>
      {fields.map((item, index) => {
        const number = index + 1;
        const isLast = index === fields.length - 1;
        return (
          <fieldset key={item.id} className={classes.item}>
            <legend className={classes.itemLegend}>{t('field.array.item', { label, number })}</legend>
            {renderItem(`${name}.${index}`)}
            <div className={classes.actions}>
              {fields.length > 1 && (
                <button
                  type="button"
                  className="qs-button qs-button--secondary"
                  aria-label={t('field.array.removeItem', { label, number })}
                  onClick={() => remove(index)}
                >
                  {t('field.array.remove')}
                </button>
              )}
              {isLast && fields.length < MAX_ARRAY_ITEMS && (
                <button type="button" className="qs-button qs-button--secondary" onClick={() => append(newItem())}>
                  {addLabel ?? t('field.array.add')}
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
