import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { isWebLink, safeContactHref } from '@qs/shared';

export interface MenuLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Called when the link is followed, e.g. to close the drawer or popover around it. */
  onNavigate?: () => void;
}

/** Site paths go through the router; absolute links only when safe, in a new tab; else text. */
export const MenuLink = ({ href, children, className, onNavigate }: MenuLinkProps) => {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <NavLink to={href} className={className} onClick={onNavigate}>
        {children}
      </NavLink>
    );
  }
  const safe = safeContactHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  const newTab = isWebLink(safe);
  return (
    <a
      href={safe}
      className={className}
      onClick={onNavigate}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
};
