import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultsView } from '../../plan-card';

/** docs/product/results.md#list-states: the loading message rotates every 3.5 s over 4 messages. */
export const LOADING_MESSAGE_MS = 3500;

export interface ResultsPlaceholderProps {
  count: number;
  view?: ResultsView;
}

/** Placeholder cards (one per expected plan) so the page does not jump when results arrive. */
export const ResultsPlaceholder = ({ count, view = 'grid' }: ResultsPlaceholderProps) => {
  const { t } = useTranslation('results');
  const messages = t('loading.messages', { returnObjects: true }) as string[];
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % messages.length), LOADING_MESSAGE_MS);
    return () => clearInterval(timer);
  }, [messages.length]);

  return (
    <div aria-busy="true" className="qs-results__placeholder">
      <p role="status" className="qs-results__loading">
        {messages[index]}
      </p>
      <div
        className={view === 'list' ? 'qs-results__grid qs-results__grid--rows' : 'qs-results__grid'}
        aria-hidden="true"
      >
        {Array.from({ length: count }, (_, card) => (
          <div key={card} className="qs-plan-card qs-plan-card--placeholder" />
        ))}
      </div>
    </div>
  );
};
