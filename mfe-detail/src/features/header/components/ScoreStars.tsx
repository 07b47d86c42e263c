import { useTranslation } from 'react-i18next';
import { formatRating, MAX_STARS, starRating } from '../model/score';

export interface ScoreStarsProps {
  /** The plan's score, 0–10. */
  score: number;
}

/** Read-only stars (docs/product/detail.md#header); one image with the rating as its name, the stars themselves decorative. */
export const ScoreStars = ({ score }: ScoreStarsProps) => {
  const { t } = useTranslation('detail');
  const rating = starRating(score);
  const stars = '★'.repeat(MAX_STARS);
  return (
    <span
      className="qs-stars"
      role="img"
      aria-label={t('header.score', { rating: formatRating(rating), max: MAX_STARS })}
    >
      <span className="qs-stars__empty" aria-hidden="true">
        {stars}
      </span>
      <span className="qs-stars__full" aria-hidden="true" style={{ width: `${(rating / MAX_STARS) * 100}%` }}>
        {stars}
      </span>
    </span>
  );
};
