/**
 * Which heading of an article the visitor is reading (docs/product/content.md#article-side-menu), from where each
 * heading's top is in the viewport. The reading line sits a quarter down the viewport, and never above where a
 * heading jumped to from the menu lands (its scroll margin under the 75 px header): the last heading at or
 * above that line is being read, so it becomes the active one as soon as the one before has scrolled away.
 */
export const READING_LINE_MIN_PX = 150;
export const READING_LINE_SHARE = 0.25;

export interface HeadingTop {
  id: string;
  /** The heading's top, in px from the viewport's top (getBoundingClientRect().top). */
  top: number;
}

/**
 * The active heading's id: the last one past the reading line; before any has reached it, the first one if it
 * is on screen (null while it is still below). At the end of the page, whose last sections are too short to reach
 * the line, the last heading on screen.
 */
export const readingHeading = (
  headings: readonly HeadingTop[],
  viewportHeight: number,
  atPageEnd: boolean,
): string | null => {
  if (atPageEnd) {
    const onScreen = headings.filter((heading) => heading.top >= 0 && heading.top < viewportHeight);
    if (onScreen.length > 0) return onScreen[onScreen.length - 1]!.id;
  }
  const line = Math.max(READING_LINE_MIN_PX, viewportHeight * READING_LINE_SHARE);
  const passed = headings.filter((heading) => heading.top <= line);
  if (passed.length > 0) return passed[passed.length - 1]!.id;
  const first = headings[0];
  return first && first.top < viewportHeight ? first.id : null;
};
