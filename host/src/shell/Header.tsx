import { Link, NavLink } from 'react-router-dom';
import { COMPARATORS, paths } from '@qs/shared';
import { useSite } from '../app/site-context';
import { PartnerBanner } from './PartnerBanner';

export const Header = () => {
  const { partner } = useSite();
  return (
    <header className="qs-header">
      {partner && <PartnerBanner partner={partner} />}
      <div className="qs-header__bar">
        <Link to={paths.home.getHref()} className="qs-header__logo" aria-label="QuieroSeguro, ir al inicio">
          QuieroSeguro
        </Link>
        <nav aria-label="Menú principal">
          <ul className="qs-header__menu">
            {COMPARATORS.map((comparator) => (
              <li key={comparator.slug}>
                <NavLink to={paths.compare.getHref(comparator.slug)}>{comparator.title}</NavLink>
              </li>
            ))}
            {!partner && (
              <li>
                <NavLink to={paths.blog.getHref()}>Blog</NavLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
};
