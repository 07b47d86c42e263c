import { useMemo } from 'react';
import { useShellRequest } from '../shell-requests';
import { partnerSanitizer } from './partner-sanitizer';
import './partner-html.css';

/**
 * The partner's own header or footer markup, sanitised (docs/security.md#partner-markup), when its content says to use it;
 * '' otherwise (the main site, a partner without its own, while it loads, a failed call, the sanitiser not loaded): the
 * shell then shows its own. The server renders it from the answer it asked before the render, and the page carries that answer, so the
 * browser's first render sanitises the same markup into the same HTML.
 */
export const usePartnerMarkup = (part: 'header' | 'footer'): string => {
  const { state } = useShellRequest('integration/subdomain-content');
  const content = state.status === 'ready' ? state.value : null;
  const used = part === 'header' ? content?.useHeader : content?.useFooter;
  const html = (part === 'header' ? content?.headerHTML : content?.footerHTML) ?? '';
  const origins = content?.linkOrigins;
  const sanitize = partnerSanitizer();
  return useMemo(() => (sanitize && used && html ? sanitize(html, origins) : ''), [sanitize, used, html, origins]);
};

export interface PartnerHtmlProps {
  /** Markup sanitised by `usePartnerMarkup`. */
  html: string;
  part: 'header' | 'footer';
}

/** The partner's sanitised markup in its own box (styled by partner-html.css, whatever classes the partner used). */
export const PartnerHtml = ({ html, part }: PartnerHtmlProps) => (
  <div className={`qs-partner-html qs-partner-html--${part}`} dangerouslySetInnerHTML={{ __html: html }} />
);
