import { Link } from 'react-router';
import { safeWebUrl, sitePath } from '@qs/shared';
import { ExternalLink } from '../../../ui/ExternalLink';

/** A menu-service address: a path of this site, an external http(s) page, or plain text. */
export const MapLink = ({ url, label }: { url: string; label: string }) => {
  const path = sitePath(url);
  if (path) return <Link to={path}>{label}</Link>;
  const web = safeWebUrl(url);
  return web ? <ExternalLink href={web}>{label}</ExternalLink> : <span>{label}</span>;
};
