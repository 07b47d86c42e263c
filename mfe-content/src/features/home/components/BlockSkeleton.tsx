export interface BlockSkeletonProps {
  /** What is loading, said to screen readers ('Cargando…'). */
  label: string;
  count: number;
  /** The block's own list and item classes: the placeholders take the room the content will take. */
  listClassName: string;
  itemClassName: string;
}

/** Grey placeholders of a block while its data loads, so the page does not jump when it arrives. */
export const BlockSkeleton = ({ label, count, listClassName, itemClassName }: BlockSkeletonProps) => (
  <>
    <p role="status" className="qs-home-visually-hidden">
      {label}
    </p>
    <ul className={`${listClassName} qs-home-skeleton`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`${itemClassName} qs-home-skeleton__item`} />
      ))}
    </ul>
  </>
);
