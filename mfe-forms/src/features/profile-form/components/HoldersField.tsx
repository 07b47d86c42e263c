import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { arrayLabels } from '../../../common/model/field-tree';
import type { FieldNode } from '../model/field-tree';
import { blankItem } from '../model/form-values';
import { useItemName } from './profile-form-context';

export interface HoldersFieldProps {
  node: FieldNode;
  path: string;
  renderItem: (itemPath: string) => ReactNode;
}

/**
 * The holders of a personal product: one person ('Titular'), or a couple ('Titular' and 'Pareja').
 * 'Agregar pareja' adds a second holder with every field empty, its sex too: nothing is chosen for the visitor
 * (docs/product/forms.md#profile-form-rules), and 'Quitar pareja' removes it; enPareja follows.
 */
export const HoldersField = ({ node, path, renderItem }: HoldersFieldProps) => {
  const { t } = useTranslation('forms');
  const itemName = useItemName();
  const { fields, append, remove } = useFieldArray({ name: path });
  const { label, addLabel } = arrayLabels(node.field.label);
  const paired = fields.length > 1;

  const toggle = () => {
    if (paired) remove(fields.map((_, index) => index).slice(1));
    else append(blankItem(node));
  };

  return (
    // No legend of its own: each holder's group is named ('Titular', 'Pareja'), a second 'Titular' around them would repeat it.
    <div className="qs-profile-array qs-profile-holders">
      {fields.map((item, index) => (
        <fieldset key={item.id} className="qs-profile-array__item">
          <legend className="qs-profile-array__item-legend">{itemName(node, label, index)}</legend>
          {renderItem(`${path}.${index}`)}
        </fieldset>
      ))}
      <div className="qs-profile-array__actions">
        <button type="button" className="qs-button qs-button--secondary qs-profile-holders__toggle" onClick={toggle}>
          {paired ? t('profileRules.partner.remove') : (addLabel ?? t('profileRules.partner.add'))}
        </button>
      </div>
    </div>
  );
};
