import { COMPARATORS, findComparator } from '@qs/shared';

/** The comparator of the visitor's last list or plan page in this tab, for the pages that name none. */
export const LAST_COMPARATOR_KEY = 'qs-analytics-comparator';

const remembered = (): string | null => {
  try {
    return globalThis.sessionStorage?.getItem(LAST_COMPARATOR_KEY) ?? null;
  } catch {
    return null;
  }
};

const remember = (slug: string): void => {
  try {
    globalThis.sessionStorage?.setItem(LAST_COMPARATOR_KEY, slug);
  } catch {
    /* best effort: a page without it is counted under no comparator */
  }
};

/**
 * The comparator an event belongs to, by the page's path: a list (/Comparar/{slug}) names it; a plan page names its
 * section (/EPS/…, /Seguros/…), which two comparators may share (health policies and pets): the one the visitor came
 * from wins, else the section's first. Other pages (the contact page, a purchase) name none: a conversion there is
 * counted under the visitor's last comparator in this tab (`withLast`), any other event under none.
 */
export const comparatorOfPage = (pathname: string, { withLast = false } = {}): string | undefined => {
  const [first, second] = pathname.split('/').filter(Boolean);
  const last = remembered();
  const slug =
    first === 'Comparar'
      ? findComparator(second)?.slug
      : (() => {
          const candidates = COMPARATORS.filter((comparator) => comparator.detailSection === first);
          return (candidates.find((comparator) => comparator.slug === last) ?? candidates[0])?.slug;
        })();
  if (slug) remember(slug);
  return slug ?? (withLast ? (last ?? undefined) : undefined);
};
