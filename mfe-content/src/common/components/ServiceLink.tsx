import { Link } from 'react-router';
import { safeWebUrl, sitePath } from '@qs/shared';
import { ExternalLink } from './ExternalLink';

/** Whether a service's address may be rendered as a link: a path of this site or an http(s) page. */
export const isSafeServiceLink = (url: string | null | undefined): boolean => Boolean(sitePath(url) || safeWebUrl(url));

/**
 * An address from a service (menu, block zones): a path of this site (router link), an external http(s)
 * page (new tab), or plain text for anything else (`javascript:`…).
 */
export const ServiceLink = ({ url, label, className }: { url: string; label: string; className?: string }) => {
  const path = sitePath(url);
  if (path)
    return (
      <Link to={path} className={className}>
        {label}
      </Link>
    );
  const web = safeWebUrl(url);
  return web ? (
    <ExternalLink href={web} className={className}>
      {label}
    </ExternalLink>
  ) : (
    <span className={className}>{label}</span>
  );
};
