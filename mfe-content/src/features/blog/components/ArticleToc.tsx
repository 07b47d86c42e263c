import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleHeading } from '../model/article-headings';

export interface ArticleTocProps {
  headings: readonly ArticleHeading[];
  /** The heading being read (scroll-spy), marked with aria-current. */
  active: string | null;
}

/**
 * The article's side menu (docs/product/content.md#article-side-menu): one link per h2. Beside the article on wide screens; on phones
 * a collapsed list above it, opened by its button and closed again when a section is chosen.
 */
export const ArticleToc = ({ headings, active }: ArticleTocProps) => {
  const { t } = useTranslation('content');
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <nav className="qs-toc" aria-label={t('blog.sections')}>
      <button
        type="button"
        className="qs-toc__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('blog.sections')}
      </button>
      <p className="qs-toc__title" aria-hidden="true">
        {t('blog.sections')}
      </p>
      <ol id={listId} className={open ? 'qs-toc__list qs-toc__list--open' : 'qs-toc__list'}>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              className="qs-toc__link"
              href={`#${heading.id}`}
              aria-current={heading.id === active ? 'location' : undefined}
              onClick={() => setOpen(false)}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
};
