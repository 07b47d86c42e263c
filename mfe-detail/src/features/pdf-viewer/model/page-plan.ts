/** A full page shows the first 7 pages until 'Seguir leyendo...'; a modal shows them all (docs/product/detail.md#pdf-viewer). */
export const PAGE_CAP = 7;

export type ViewerMode = 'page' | 'modal';

export const shownPageCount = (total: number, mode: ViewerMode, expanded: boolean): number =>
  mode === 'modal' || expanded ? total : Math.min(PAGE_CAP, total);

export const hasMorePages = (total: number, mode: ViewerMode, expanded: boolean): boolean =>
  shownPageCount(total, mode, expanded) < total;

/** The page runs from 1 to the page count (docs/product/detail.md#pdf-viewer). */
export const clampPage = (page: number, total: number): number =>
  Math.min(Math.max(1, Math.round(page)), Math.max(1, total));

export interface PageNavigation {
  page: number;
  canGoBack: boolean;
  canGoForward: boolean;
  /** 'page/total', as the modal's indicator shows it. */
  label: string;
}

/** Previous is disabled on page 1, next on the last page. */
export const pageNavigation = (page: number, total: number): PageNavigation => {
  const current = clampPage(page, total);
  return { page: current, canGoBack: current > 1, canGoForward: current < total, label: `${current}/${total}` };
};
