import { useMemo } from 'react';
import { sanitizeHtml } from '../model/sanitize-html';

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Server (CMS) HTML, sanitised with DOMPurify before it reaches the DOM; on the server too (sanitize-html.ts). */
export const SafeHtml = ({ html, className }: SafeHtmlProps) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};
