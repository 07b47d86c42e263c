import { COMPARATORS, getPartner, paths, type Comparator } from '@qs/shared';

/** The comparisons this site offers: a partner with allowed paths only gets those. */
export const comparatorsForSite = (): Comparator[] => {
  const allowed = getPartner()?.redirects?.allowedPaths;
  if (!allowed?.length) return [...COMPARATORS];
  const offered = COMPARATORS.filter((comparator) => {
    const href = paths.compare.getHref(comparator.slug).toLowerCase();
    return allowed.some(
      (path) => href === path.toLowerCase() || href.startsWith(`${path.toLowerCase().replace(/\/$/, '')}/`),
    );
  });
  return offered.length > 0 ? offered : [...COMPARATORS];
};

/** The comparison named by ?comparador= (any case), else the first offered. */
export const pickComparator = (offered: Comparator[], slug: string | null): Comparator =>
  offered.find((comparator) => comparator.slug.toLowerCase() === slug?.toLowerCase()) ?? offered[0] ?? COMPARATORS[0]!;
