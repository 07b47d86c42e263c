import type { FieldNode } from '../model/field-tree';
import { ArrayField } from './ArrayField';
import { LeafField, type OptionalItem } from './LeafField';

export interface FieldNodeViewProps {
  node: FieldNode;
  /** react-hook-form path of the value, e.g. "cargas.1.edad". */
  path: string;
  /** Name of the array of insured people, which cannot be left blank. */
  primary?: string;
  optionalItem?: OptionalItem;
}

/** Renders one definition field by its fldType; containers render their children under their path. */
export const FieldNodeView = ({ node, path, primary, optionalItem }: FieldNodeViewProps) => {
  const { fldType } = node.field.fieldType;
  const renderChildren = (parentPath: string, item?: OptionalItem) =>
    node.children.map((child) => (
      <FieldNodeView
        key={child.field.fldName}
        node={child}
        path={`${parentPath}.${child.field.fldName}`}
        primary={primary}
        optionalItem={item}
      />
    ));

  if (fldType === 'array') return <ArrayField node={node} path={path} primary={primary} renderItem={renderChildren} />;
  if (fldType === 'group') {
    return (
      <fieldset className="qs-profile-group">
        {node.field.label && <legend className="qs-profile-group__legend">{node.field.label}</legend>}
        {renderChildren(path, optionalItem)}
      </fieldset>
    );
  }
  return <LeafField field={node.field} path={path} optionalItem={optionalItem} />;
};
