import type { MenuCategory, MenuItem } from '@qs/shared';

/** A group of the category box (docs/product/content.md#home; the menu category group: url, title, categories[]{url, displayName}). */
export interface CategoryGroup {
  url: string;
  title: string;
  links: ReadonlyArray<{ url: string; label: string }>;
}

const linkOf = (category: MenuCategory) => ({ url: category.url, label: category.displayName || category.title });

/**
 * The menu items that have categories, each with its links in the menu's order (a repeated address once).
 * Items without categories (Clínicas, Blog) are plain links of the header, not groups.
 */
export const categoryGroups = (menu: readonly MenuItem[]): CategoryGroup[] =>
  menu
    .map((item) => {
      const seen = new Set<string>();
      const links = (item.categories ?? [])
        .filter((category) => typeof category?.url === 'string' && Boolean(category.displayName || category.title))
        .map(linkOf)
        .filter((link) => {
          if (seen.has(link.url)) return false;
          seen.add(link.url);
          return true;
        });
      return { url: item.url, title: item.title, links };
    })
    .filter((group) => group.links.length > 0);
