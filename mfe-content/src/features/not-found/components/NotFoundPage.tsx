import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, reportClientError } from '@qs/shared';
import image from './not-found.svg';
import { useSupportEmail } from '../hooks/use-support-email';
import './not-found.css';

/** The 404 page; each visit sends a sampled error report with status 404. */
export const NotFoundPage = () => {
  const { t } = useTranslation('content');
  const email = useSupportEmail();

  useEffect(() => {
    reportClientError(
      { kind: 'not-found', status: 404, message: `Ruta no encontrada: ${document.referrer || 'directa'}` },
      { sampled: true },
    );
  }, []);

  return (
    <section className="qs-not-found" aria-labelledby="qs-not-found-title">
      <img src={image} alt={t('notFound.imageAlt')} width={200} height={160} />
      <h1 id="qs-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.description', { email })}</p>
      <div className="qs-not-found__actions">
        <Link className="qs-button" to={paths.home.getHref()}>
          {t('notFound.home')}
        </Link>
        <Link className="qs-button qs-button--secondary" to={paths.contact.getHref()}>
          {t('notFound.contact')}
        </Link>
      </div>
    </section>
  );
};
