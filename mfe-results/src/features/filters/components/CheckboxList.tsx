import { useEffect, useState } from 'react';

export interface CheckboxOption<T extends string | number> {
  value: T;
  label: string;
  detail?: string;
}

export interface CheckboxListProps<T extends string | number> {
  legend: string;
  options: ReadonlyArray<CheckboxOption<T>>;
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
}

/** A fieldset of checkboxes; the order of `chosen` follows the options. */
export const CheckboxList = <T extends string | number>({
  legend,
  options,
  chosen,
  onChange,
}: CheckboxListProps<T>) => {
  // The box ticks at once; the URL (and so `chosen`) follows a moment later through the router.
  const [ticked, setTicked] = useState<readonly T[]>(chosen);
  useEffect(() => setTicked(chosen), [chosen]);
  return (
    <fieldset className="qs-checkbox-list">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="qs-checkbox-list__item">
          <input
            type="checkbox"
            checked={ticked.includes(option.value)}
            onChange={(event) => {
              const next = event.target.checked
                ? [...ticked, option.value]
                : ticked.filter((value) => value !== option.value);
              const ordered = options.map((item) => item.value).filter((value) => next.includes(value));
              setTicked(ordered);
              onChange(ordered);
            }}
          />
          <span>{option.label}</span>
          {option.detail && <span className="qs-checkbox-list__detail">{option.detail}</span>}
        </label>
      ))}
    </fieldset>
  );
};
