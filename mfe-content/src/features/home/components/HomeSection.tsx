import { useId, type ReactNode } from 'react';

export interface HomeSectionProps {
  title: string;
  className: string;
  /** The heading is for screen readers only (a banner whose items speak for themselves). */
  hiddenTitle?: boolean;
  /** While its data loads: `aria-busy`. */
  busy?: boolean;
  children: ReactNode;
}

/** A block of the home: a region named by its h2 (the page's one h1 stays the title's). */
export const HomeSection = ({ title, className, hiddenTitle = false, busy = false, children }: HomeSectionProps) => {
  const titleId = useId();
  return (
    <section className={`qs-home-block ${className}`} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h2 id={titleId} className={hiddenTitle ? 'qs-home-visually-hidden' : 'qs-home-block__title'}>
        {title}
      </h2>
      {children}
    </section>
  );
};
