import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@qs/shared';

export interface BreadcrumbProps {
  crumbs: Array<{ label: string; href?: string }>;
}

/** Full-page mode: a start link, then the crumbs; the last one is not a link. */
export const Breadcrumb = ({ crumbs }: BreadcrumbProps) => {
  const { t } = useTranslation('detail');
  return (
    <nav aria-label={t('breadcrumb.label')} className="qs-breadcrumb">
      <ol>
        <li>
          <Link to={paths.home.getHref()}>{t('breadcrumb.start')}</Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : crumb.href ? (
              <Link to={crumb.href}>{crumb.label}</Link>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
};
