import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ExternalLinkProps {
  /** An address already checked with safeWebUrl. */
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link that leaves the site: new tab, no opener, no referrer. The new-tab hint is a description,
 * so the link's accessible name stays its visible text.
 */
export const ExternalLink = ({ href, className, children }: ExternalLinkProps) => {
  const { t } = useTranslation('content');
  const hintId = useId();
  return (
    <>
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
        {children}
      </a>
      <span id={hintId} hidden>
        {t('common.newTab')}
      </span>
    </>
  );
};
