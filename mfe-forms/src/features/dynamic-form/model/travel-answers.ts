import type { DynamicFormDefinition } from '@qs/shared';
import type { AnswerValue, DynamicFormAnswers } from './definition';
import type { TravelQuote } from './travel-url';

const text = (value: DynamicFormAnswers[string] | undefined): string =>
  value === undefined || value === null || Array.isArray(value) ? '' : String(value);

/**
 * The travel form's answers (docs/product/forms.md#travel-quote: keys: fld_origin_country, fld_destination_country,
 * fld_fecha_inicio, fld_fecha_termino, fld_passenger_quantity items with an age) as a provider quote.
 */
export const travelQuoteOf = (answers: DynamicFormAnswers, definition: DynamicFormDefinition): TravelQuote => {
  const passengers = Array.isArray(answers.fld_passenger_quantity) ? answers.fld_passenger_quantity : [];
  return {
    business: definition.businessLineId ?? '',
    originCountry: text(answers.fld_origin_country),
    destination: text(answers.fld_destination_country),
    startDate: text(answers.fld_fecha_inicio),
    endDate: text(answers.fld_fecha_termino),
    // Each item holds one age field (fld_passenger_age in the fixture); take its first answer.
    ages: passengers.map((item): AnswerValue => Object.values(item)[0] ?? null),
  };
};
