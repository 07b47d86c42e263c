import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { arrayLabels, MAX_ARRAY_ITEMS } from '../../../common/model/field-tree';
import type { FieldNode } from '../model/field-tree';
import { blankItem } from '../model/form-values';
import { missingAgeIndexes } from '../model/household';
import { useIsPhone } from '../hooks/useIsPhone';
import { BottomSheet } from './BottomSheet';
import { DependantsBoxContent } from './DependantsBoxContent';
import { DependantsSummary } from './DependantsSummary';
import { DropdownBox } from './DropdownBox';

export interface DependantsBoxProps {
  node: FieldNode;
  path: string;
  renderItem: (itemPath: string) => ReactNode;
}

const AGE = 'edad';

/** A refused close: which dependants lack an age, and a count that restarts their shake. */
interface Refusal {
  indexes: number[];
  attempt: number;
}

/**
 * The dependants (cargas), edited in a box that opens from a summary button: a bottom sheet on a
 * phone, a dropdown box on a desktop (docs/product/forms.md#profile-form-rules). The box cannot close while a dependant has no
 * age (docs/product/forms.md#profile-form-rules): the attempt keeps it open, shakes those dependants and says why.
 */
export const DependantsBox = ({ node, path, renderItem }: DependantsBoxProps) => {
  const { t } = useTranslation('forms');
  const isPhone = useIsPhone();
  const { getValues, setFocus, trigger, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ name: path });
  const items: unknown = useWatch({ name: path });
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxId = useId();
  const titleId = useId();
  const { label, addLabel } = arrayLabels(node.field.label);
  const max = Math.min(node.field.max || MAX_ARRAY_ITEMS, MAX_ARRAY_ITEMS);
  const stillMissing = refusal ? missingAgeIndexes(items, AGE) : [];
  const shaking = refusal ? refusal.indexes.filter((index) => stillMissing.includes(index)) : [];

  const focusFirstMissing = (missing: number[]) => setTimeout(() => setFocus(`${path}.${missing[0]}.${AGE}`));

  /** Closes unless a dependant has no age; returns whether it closed. */
  const requestClose = (returnFocus: boolean): boolean => {
    const missing = missingAgeIndexes(getValues(path), AGE);
    if (missing.length > 0) {
      setRefusal((previous) => ({ indexes: missing, attempt: (previous?.attempt ?? 0) + 1 }));
      void trigger(missing.map((index) => `${path}.${index}.${AGE}`));
      focusFirstMissing(missing);
      return false;
    }
    setRefusal(null);
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
    return true;
  };

  // A submit with an invalid dependant opens the box on it (its fields are hidden while it is closed).
  const { submitCount, errors } = formState;
  useEffect(() => {
    if (submitCount > 0 && get(errors, path)) setOpen(true);
    // Only on a new submit, not on every change of the errors.
  }, [submitCount]);

  useEffect(() => {
    if (!open) return undefined;
    // Into the box: the first dependant's age, else the button that adds one.
    const timer = setTimeout(() => {
      const box = document.getElementById(boxId);
      box?.querySelector<HTMLElement>('input, button:not([disabled])')?.focus();
    });
    return () => clearTimeout(timer);
  }, [open, boxId]);

  const content = (
    <DependantsBoxContent
      titleId={titleId}
      label={label}
      addLabel={addLabel}
      count={fields.length}
      max={max}
      onAdd={() => append(blankItem(node))}
      onRemoveLast={() => {
        remove(fields.length - 1);
        setRefusal(null);
      }}
      onDone={() => requestClose(true)}
      ageMissing={stillMissing.length > 0 ? refusal!.attempt : null}
    >
      {fields.map((item, index) => (
        <fieldset
          key={item.id}
          className={`qs-profile-array__item qs-dependant${shaking.includes(index) ? ` qs-dependant--shake-${refusal!.attempt % 2}` : ''}`}
        >
          <legend className="qs-profile-array__item-legend">{t('profile.item', { label, number: index + 1 })}</legend>
          {renderItem(`${path}.${index}`)}
        </fieldset>
      ))}
    </DependantsBoxContent>
  );

  return (
    <div className="qs-dependants">
      <DependantsSummary
        ref={buttonRef}
        label={label}
        items={items}
        boxId={boxId}
        open={open}
        onToggle={() => (open ? requestClose(true) : setOpen(true))}
      />
      {isPhone ? (
        <BottomSheet id={boxId} open={open} labelledBy={titleId} onCloseRequest={() => requestClose(true)}>
          {content}
        </BottomSheet>
      ) : (
        <DropdownBox
          id={boxId}
          open={open}
          labelledBy={titleId}
          anchorRef={buttonRef}
          onCloseRequest={(via) => requestClose(via === 'escape')}
        >
          {content}
        </DropdownBox>
      )}
    </div>
  );
};
