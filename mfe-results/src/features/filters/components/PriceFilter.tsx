import { useId, useState, type FormEvent } from 'react';
import { formatNumber, useHydrated } from '@qs/shared';
import { useTranslation } from 'react-i18next';
import { withFilters, type ResultsQuery } from '../../results-query';

export interface PriceFilterProps {
  query: ResultsQuery;
  onChange: (query: ResultsQuery) => void;
  onClose: () => void;
}

const digits = (text: string) => text.replace(/\D/g, '').slice(0, 10);
const amountOf = (text: string): number | null => (text === '' ? null : Number(text));
const grouped = (text: string) => (text === '' ? '' : formatNumber(Number(text)));

/** The monthly price range in pesos; thousands are grouped as the visitor types. */
export const PriceFilter = ({ query, onChange, onClose }: PriceFilterProps) => {
  const { t } = useTranslation('results');
  // A server-rendered form is sent only once the page is live: sent natively before, its fields would go in the URL.
  const live = useHydrated();
  const [from, setFrom] = useState(query.fromPrice === null ? '' : String(query.fromPrice));
  const [to, setTo] = useState(query.toPrice === null ? '' : String(query.toPrice));
  const [error, setError] = useState<string | null>(null);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fromPrice = amountOf(from);
    const toPrice = amountOf(to);
    if (fromPrice !== null && toPrice !== null && fromPrice > toPrice) {
      setError(t('filters.price.invalid'));
      return;
    }
    setError(null);
    onChange(withFilters(query, { fromPrice, toPrice }));
    onClose();
  };

  const field = (id: string, label: string, value: string, set: (value: string) => void) => (
    <div className="qs-price-filter__field">
      <label htmlFor={id}>{label}</label>
      <span className="qs-price-filter__input">
        <span aria-hidden="true">$</span>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={grouped(value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => set(digits(event.target.value))}
        />
      </span>
    </div>
  );

  return (
    <form className="qs-price-filter" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('filters.price.legend')}</legend>
        {field(fromId, t('filters.price.from'), from, setFrom)}
        {field(toId, t('filters.price.to'), to, setTo)}
      </fieldset>
      {error && (
        <p id={errorId} className="qs-price-filter__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="qs-button" disabled={!live}>
        {t('filters.price.apply')}
      </button>
    </form>
  );
};
