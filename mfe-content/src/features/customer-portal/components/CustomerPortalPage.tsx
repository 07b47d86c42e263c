import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { colombia, safeWebUrl } from '@qs/shared';
import { LandingIntro } from '../../../common/components/LandingIntro';
import { PortalCard, type CustomerPortal } from './PortalCard';
import './customer-portal.css';

/** Portals of the country config whose address is http(s); any other address is left out. */
export const safePortals = (portals: readonly CustomerPortal[] | undefined): CustomerPortal[] =>
  (portals ?? []).flatMap((portal) => {
    const url = safeWebUrl(portal.url);
    return url ? [{ ...portal, url }] : [];
  });

export interface CustomerPortalPageProps {
  /** The country's portals; a host of another country (or a test) passes its own. */
  portals?: readonly CustomerPortal[];
}

/** /Portal-clientes: 'Bienvenido al Portal Clientes' and one card per customer portal (people, companies). */
export const CustomerPortalPage = ({ portals = colombia.customerPortals }: CustomerPortalPageProps) => {
  const { t } = useTranslation('content');
  const titleId = useId();
  const cards = safePortals(portals);
  return (
    <section className="qs-content-page qs-portals" aria-labelledby={titleId}>
      <LandingIntro titleId={titleId} title={t('customerPortal.title')} summary={t('customerPortal.summary')} />
      {cards.length > 0 ? (
        <ul className="qs-portals__list">
          {cards.map((portal) => (
            <PortalCard key={portal.key} portal={portal} />
          ))}
        </ul>
      ) : (
        <p className="qs-content-empty">{t('customerPortal.empty')}</p>
      )}
    </section>
  );
};
