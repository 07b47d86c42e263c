/** Passenger age bands (docs/product/forms.md#field-types; the cap of 8 is the array field's, common/model/field-tree.ts). */
export const AGE_BANDS = {
  childs: { min: 0, max: 21 },
  adults: { min: 22, max: 71 },
  majors: { min: 72, max: 99 },
} as const;

export interface PassengerCount {
  childs: number;
  adults: number;
  majors: number;
  /** The counted ages, in the order given. */
  ages: number[];
}

/**
 * Counts passengers by age band. Ages below 0 or above 99 (and non-numbers) are logged and ignored
 * (docs/product/forms.md#field-types); blank answers are simply not passengers yet.
 */
export const countPassengers = (
  answers: ReadonlyArray<string | number | null | undefined>,
  onIgnored: (answer: string | number) => void = (answer) =>
    console.warn(`Edad de pasajero fuera de rango ignorada: ${answer}`),
): PassengerCount => {
  const count: PassengerCount = { childs: 0, adults: 0, majors: 0, ages: [] };
  for (const answer of answers) {
    if (answer === null || answer === undefined || String(answer).trim() === '') continue;
    const age = Number(answer);
    if (!Number.isInteger(age) || age < AGE_BANDS.childs.min || age > AGE_BANDS.majors.max) {
      onIgnored(answer);
      continue;
    }
    const band = age <= AGE_BANDS.childs.max ? 'childs' : age <= AGE_BANDS.adults.max ? 'adults' : 'majors';
    count[band] += 1;
    count.ages.push(age);
  }
  return count;
};
