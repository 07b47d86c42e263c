import type { FieldNode } from '../model/field-tree';
import { isGroupProduct, offersPartner } from '../model/household';
import { ArrayField } from './ArrayField';
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
      <FieldNodeView key={child.field.fldName} node={child} path={`${parentPath}.${child.field.fldName}`} primary={primary} />
    ));

  if (fldType === 'array') {
    if (offersPartner(node, productType)) return <HoldersField node={node} path={path} renderItem={renderChildren} />;
    if (node.field.fldName !== primary) {
      return isGroupProduct(productType) ? null : <DependantsBox node={node} path={path} renderItem={renderChildren} />;
    }
    return <ArrayField node={node} path={path} renderItem={renderChildren} />;
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
