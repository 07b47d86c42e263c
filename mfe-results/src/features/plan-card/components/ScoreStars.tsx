import { formatNumber } from '@qs/shared';
import { useTranslation } from 'react-i18next';
import { starRating } from '../model/card-price';

/** Read-only 5 stars: the 0–10 score halved (8.6 → 4,3), named for screen readers as 'Puntaje 4,3 de 5'. */
export const ScoreStars = ({ score }: { score: number }) => {
  const { t } = useTranslation('results');
  const rating = starRating(score);
  const text = formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="qs-stars">
      <span className="qs-stars__row" role="img" aria-label={t('card.stars', { rating: text })}>
        <span className="qs-stars__fill" style={{ width: `${(rating / 5) * 100}%` }} />
      </span>
      <span className="qs-stars__value" aria-hidden="true">
        {text}
      </span>
    </p>
  );
};
