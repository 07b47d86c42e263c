import { Link } from 'react-router-dom';
import { paths } from '@qs/shared';

export const Footer = () => (
  <footer className="qs-footer">
    <nav aria-label="Pie de página">
      <ul className="qs-footer__links">
        <li>
          <Link to={paths.compare.getHref('EPS')}>Comparador de planes complementarios EPS</Link>
        </li>
        <li>
          <Link to={paths.compare.getHref('Polizas-de-Salud')}>Compara pólizas de salud</Link>
        </li>
        <li>
          <Link to={paths.blog.getHref()}>Blog</Link>
        </li>
      </ul>
    </nav>
    <p className="qs-footer__legal">© QuieroSeguro Colombia · Apoyado por · Regulado por</p>
  </footer>
);
