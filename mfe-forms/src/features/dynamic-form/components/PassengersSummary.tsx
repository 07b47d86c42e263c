import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countPassengers } from '../model/passengers';
import type { AnswerValue } from '../model/definition';

export interface PassengersSummaryProps {
  /** The passenger array's name and the age field of its items. */
  arrayName: string;
  ageName: string;
}

/** How the typed ages fall into the product's bands (docs/product/forms.md#field-types: 0–21 children, 22–71 adults, 72–99 majors). */
export const PassengersSummary = ({ arrayName, ageName }: PassengersSummaryProps) => {
  const { t } = useTranslation('forms');
  const items = (useWatch({ name: arrayName }) ?? []) as Array<Record<string, AnswerValue>>;
  // Silent while typing: the field's own rule already tells the visitor about an age out of range.
  const count = countPassengers(
    items.map((item) => item?.[ageName]),
    () => undefined,
  );
  return (
    <p className="qs-dynamic__passengers" aria-live="polite">
      {t('dynamicForm.passengers.summary', { childs: count.childs, adults: count.adults, majors: count.majors })}
    </p>
  );
};
