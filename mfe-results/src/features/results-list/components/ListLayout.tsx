import type { ReactNode } from 'react';
import './list-view.css';

export interface ListLayoutProps {
  children: ReactNode;
}

/** The list view: one wide card per row (loaded on first use). */
const ListLayout = ({ children }: ListLayoutProps) => <div className="qs-results__list">{children}</div>;

export default ListLayout;
