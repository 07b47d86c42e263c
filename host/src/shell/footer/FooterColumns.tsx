import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSite } from '../../app/site-context';
import { useHostTranslation } from '../i18n';
import { footerColumnsFor, type FooterItem } from './footer-columns';
import { ReferrerModalSlot } from './ReferrerModalSlot';

const FooterEntry = ({
  item,
  onOpenReferrals,
}: {
  item: FooterItem;
  onOpenReferrals: (opener: HTMLElement) => void;
}) => {
  const { t } = useHostTranslation();
  const label = t(`footer.links.${item.key}`);
  if ('opens' in item) {
    return (
      <button
        type="button"
        className="qs-footer__link-button"
        onClick={(event) => onOpenReferrals(event.currentTarget)}
      >
        {label}
      </button>
    );
  }
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="qs-visually-hidden"> {t('footer.newTab')}</span>
      </a>
    );
  }
  return <Link to={item.href}>{label}</Link>;
};

/** The EPS, Pólizas and Más columns, each a headed list (on a partner site, its reachable links). */
export const FooterColumns = () => {
  const { t } = useHostTranslation();
  const site = useSite();
  const [referralsOpen, setReferralsOpen] = useState(false);
  // The forms slice is fetched on the first click only, then stays mounted so its dialog can close itself.
  const [referralsRequested, setReferralsRequested] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  // On the first open the shell's loading modal gives way to the slice's dialog, which then cannot know the
  // opener: focus goes back to 'Referidos' here, after the dialog closed (children's effects run first).
  useEffect(() => {
    if (!referralsOpen) opener.current?.focus();
  }, [referralsOpen]);
  return (
    <>
      {footerColumnsFor(site).map((column) => (
        <div key={column.key} role="group" className="qs-footer__column" aria-labelledby={`qs-footer-${column.key}`}>
          <h2 id={`qs-footer-${column.key}`} className="qs-footer__heading">
            {t(`footer.columns.${column.key}`)}
          </h2>
          <ul className="qs-footer__list">
            {column.items.map((item) => (
              <li key={item.key}>
                <FooterEntry
                  item={item}
                  onOpenReferrals={(button) => {
                    opener.current = button;
                    setReferralsRequested(true);
                    setReferralsOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {referralsRequested && <ReferrerModalSlot open={referralsOpen} onClose={() => setReferralsOpen(false)} />}
    </>
  );
};
