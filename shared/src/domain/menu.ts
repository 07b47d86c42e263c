/** A category of a top-level menu item (seed 000 §3). */
export interface MenuCategory {
  title: string;
  url: string;
  displayName?: string;
}

/** A top-level item as GET /api/menu answers it (seed 000 §3: title, url, icon, color, seoDescription, categories). */
export interface MenuItem {
  title: string;
  url: string;
  icon?: string;
  color?: string;
  seoDescription?: string;
  categories?: MenuCategory[];
  preloadBundle?: unknown;
}
