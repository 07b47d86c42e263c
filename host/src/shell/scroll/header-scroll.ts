import { HEADER_HEIGHT_PX } from '../layout';

export type ScrollDirection = 'down' | 'up' | 'none';

export const scrollDirection = (previousY: number, currentY: number): ScrollDirection =>
  currentY > previousY ? 'down' : currentY < previousY ? 'up' : 'none';

export interface HeaderScrollStep {
  previousY: number;
  currentY: number;
  /** Whether the header is hidden now. */
  hidden: boolean;
  headerHeight?: number;
}

/**
 * Mobile header (docs/product/shell.md#header): hidden while scrolling down, shown when scrolling up, and always
 * shown while the page is within the header's own height from the top.
 */
export const isHeaderHiddenAfterScroll = ({
  previousY,
  currentY,
  hidden,
  headerHeight = HEADER_HEIGHT_PX,
}: HeaderScrollStep): boolean => {
  if (currentY <= headerHeight) return false;
  const direction = scrollDirection(previousY, currentY);
  return direction === 'none' ? hidden : direction === 'down';
};
