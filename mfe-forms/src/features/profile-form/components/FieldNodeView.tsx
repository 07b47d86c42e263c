import { ArrayField, type ArrayFieldClasses } from '../../form-fields';
import type { FieldNode } from '../model/field-tree';
import { blankItem } from '../model/form-values';
import { isGroupProduct, offersPartner } from '../model/household';
import { DependantsBox } from './DependantsBox';
import { HoldersField } from './HoldersField';
import { LeafField } from './LeafField';
import { useProfileFormContext } from './profile-form-context';

export interface FieldNodeViewProps {
  node: FieldNode;
  /** react-hook-form path of the value, e.g. "cargas.1.edad". */
  path: string;
  /** Name of the array of insured people, which cannot be left blank. */
  primary?: string;
}

const ARRAY_CLASSES: ArrayFieldClasses = {
  root: 'qs-profile-array',
  legend: 'qs-profile-array__legend',
  item: 'qs-profile-array__item',
  itemLegend: 'qs-profile-array__item-legend',
  actions: 'qs-profile-array__actions',
};

/**
 * Renders one definition field by its fldType; containers render their children under their path.
 * Lists: the holders of a personal product are the couple toggle, later lists (cargas) the
 * dependants box — none for group products (docs/product/forms.md#profile-form-rules) —, any other list is shown as is.
 */
export const FieldNodeView = ({ node, path, primary }: FieldNodeViewProps) => {
  const { productType } = useProfileFormContext();
  const { fldType } = node.field.fieldType;
  const renderChildren = (parentPath: string) =>
    node.children.map((child) => (
      <FieldNodeView
        key={child.field.fldName}
        node={child}
        path={`${parentPath}.${child.field.fldName}`}
        primary={primary}
      />
    ));

  if (fldType === 'array') {
    if (offersPartner(node, productType)) return <HoldersField node={node} path={path} renderItem={renderChildren} />;
    if (node.field.fldName !== primary) {
      return isGroupProduct(productType) ? null : <DependantsBox node={node} path={path} renderItem={renderChildren} />;
    }
    // Any other list (the insured people of a group quote, pets) is a plain list of groups.
    return (
      <ArrayField
        name={path}
        field={{ label: node.field.label }}
        newItem={() => blankItem(node)}
        renderItem={renderChildren}
        classes={ARRAY_CLASSES}
      />
    );
  }
  if (fldType === 'group') {
    return (
      <fieldset className="qs-profile-group">
        {node.field.label && <legend className="qs-profile-group__legend">{node.field.label}</legend>}
        {renderChildren(path)}
      </fieldset>
    );
  }
  return <LeafField field={node.field} path={path} />;
};
