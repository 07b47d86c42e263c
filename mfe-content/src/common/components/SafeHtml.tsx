import { useMemo } from 'react';
import DOMPurify from 'dompurify';

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Server (CMS) HTML, sanitised with DOMPurify before it reaches the DOM. */
export const SafeHtml = ({ html, className }: SafeHtmlProps) => {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};
