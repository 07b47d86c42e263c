/** A category of a top-level menu item (docs/product/shell.md). */
export interface MenuCategory {
  title: string;
  url: string;
  displayName?: string;
}

/** A top-level item as GET /api/menu answers it (docs/product/shell.md: title, url, icon, color, seoDescription, categories). */
export interface MenuItem {
  title: string;
  url: string;
  icon?: string;
  color?: string;
  seoDescription?: string;
  categories?: MenuCategory[];
  preloadBundle?: unknown;
}
