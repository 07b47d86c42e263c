import { COMPARATORS, paths, type MenuItem } from '@qs/shared';
import { isReachable } from '../../app/route-slices';
import type { SiteStart } from '../../start/start-site';

export interface MenuLinkEntry {
  label: string;
  href: string;
}

/** One entry of the main menu: a link, or a group of links when it has children. */
export interface MenuEntry extends MenuLinkEntry {
  description?: string;
  children: MenuLinkEntry[];
}

export const linkEntry = (label: string, href: string): MenuEntry => ({ label, href, children: [] });

export const comparatorEntries = (): MenuEntry[] =>
  COMPARATORS.map((comparator) => linkEntry(comparator.title, paths.compare.getHref(comparator.slug)));

export const fromMenuItem = (item: MenuItem): MenuEntry => ({
  label: item.title,
  href: item.url,
  description: item.seoDescription || undefined,
  children: (item.categories ?? []).map((category) => ({
    label: category.displayName || category.title,
    href: category.url,
  })),
});

const labelKey = (label: string) => label.trim().toLocaleLowerCase('es');
const hrefKey = (href: string) => href.trim().replace(/\/+$/, '').toLowerCase();

/**
 * Concatenates the groups, dropping entries whose name or (for plain links) address is already
 * in the menu: the API may list what the shell always shows, and a name must be unique. When the
 * API's group has the name or the address of a link already there (its 'Pólizas de Salud' beside
 * the shell's comparator link of that name, its 'EPS' group at `/Comparar/EPS` beside the shell's
 * 'Planes complementarios de EPS' link), the group takes the link's place and keeps the link as its
 * first child unless a child already leads there: neither the comparison nor the group's categories
 * are lost, and the menu says each thing once (docs/product/shell.md#menu: one row, no duplicates).
 */
export const mergeMenu = (...groups: MenuEntry[][]): MenuEntry[] => {
  const merged: MenuEntry[] = [];
  const byLabel = new Map<string, number>();
  const byHref = new Map<string, number>();
  for (const entry of groups.flat()) {
    const label = labelKey(entry.label);
    if (!label) continue;
    const href = hrefKey(entry.href);
    const sameLabel = byLabel.get(label);
    const sameHref = entry.children.length ? byHref.get(href) : undefined;
    const existing = sameLabel ?? sameHref;
    if (existing !== undefined) {
      const previous = merged[existing];
      if (previous && entry.children.length && !previous.children.length) {
        merged[existing] = absorbLink(entry, previous);
        byLabel.set(label, existing);
      }
      continue;
    }
    if (!entry.children.length && byHref.has(href)) continue;
    byLabel.set(label, merged.length);
    if (!entry.children.length) byHref.set(href, merged.length);
    merged.push(entry);
  }
  return merged;
};

const absorbLink = (group: MenuEntry, link: MenuEntry): MenuEntry => {
  const present = group.children.some((child) => hrefKey(child.href) === hrefKey(link.href));
  return present ? group : { ...group, children: [{ label: link.label, href: link.href }, ...group.children] };
};

/** A group left with one link is that link, under the group's name (no menu that opens on a single item). */
const collapseSingle = (entry: MenuEntry): MenuEntry => {
  const [only] = entry.children;
  return entry.children.length === 1 && only ? linkEntry(entry.label, only.href) : entry;
};

/** Drops a plain link whose address an earlier plain link already has. */
const withoutRepeatedLinks = (entries: MenuEntry[]): MenuEntry[] => {
  const hrefs = new Set<string>();
  return entries.filter((entry) => {
    if (entry.children.length) return true;
    const href = hrefKey(entry.href);
    if (hrefs.has(href)) return false;
    hrefs.add(href);
    return true;
  });
};

/**
 * A partner site only links where the visitor can stay: inside the partner's paths and on a
 * slice the partner loads (no link that would bounce to the partner's default path). A group
 * keeps its reachable children, or disappears; a group left with one child becomes a plain link
 * under the group's name (dropped when an earlier link already leads there).
 */
export const forPartner = (entries: MenuEntry[], site: Pick<SiteStart, 'partner' | 'slices'>): MenuEntry[] => {
  if (!site.partner) return entries;
  const allowed = (href: string) => isReachable(href, site);
  const reachable = entries.flatMap((entry) => {
    if (!entry.children.length) return allowed(entry.href) ? [entry] : [];
    const children = entry.children.filter((child) => allowed(child.href));
    return children.length ? [collapseSingle({ ...entry, children })] : [];
  });
  return withoutRepeatedLinks(reachable);
};
