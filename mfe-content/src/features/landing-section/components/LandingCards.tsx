import { Link } from 'react-router';
import { paths, sitePath, type LandingSummary } from '@qs/shared';

export interface LandingCardsProps {
  landings: readonly LandingSummary[];
  /** Companies and clinics link to their own landing; partner allies have none on this site. */
  linked?: boolean;
}

const place = (landing: LandingSummary) => [landing.city, landing.stateName].filter(Boolean).join(', ');

/** One card per landing of a list: logo, name (h3), summary and place. */
export const LandingCards = ({ landings, linked = true }: LandingCardsProps) => (
  <ul className="qs-landing-cards">
    {landings.map((landing) => {
      const href = linked ? sitePath(paths.landing.getHref(landing.url)) : null;
      const image = landing.image ? sitePath(landing.image) : null;
      return (
        <li key={landing.url} className="qs-landing-card">
          {image && <img className="qs-landing-card__logo" src={image} alt="" width={96} height={48} loading="lazy" />}
          <h3 className="qs-landing-card__title">{href ? <Link to={href}>{landing.title}</Link> : landing.title}</h3>
          <p>{landing.summary}</p>
          {place(landing) && <p className="qs-landing-card__place">{place(landing)}</p>}
        </li>
      );
    })}
  </ul>
);
