import type { ReactNode } from 'react';
import { SafeHtml } from './SafeHtml';

export interface LandingIntroProps {
  titleId: string;
  title: string;
  summary?: string;
  /** CMS HTML of the landing (sanitised here). */
  html?: string;
  children?: ReactNode;
}

/** The top of a content page: its one h1, the summary and the CMS sections. */
export const LandingIntro = ({ titleId, title, summary, html, children }: LandingIntroProps) => (
  <header className="qs-landing-intro">
    <h1 id={titleId}>{title}</h1>
    {summary && <p className="qs-landing-intro__summary">{summary}</p>}
    {children}
    {html && <SafeHtml className="qs-landing-intro__body" html={html} />}
  </header>
);
