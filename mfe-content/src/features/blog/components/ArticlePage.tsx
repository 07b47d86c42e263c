import { useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, paths, useApiRequest } from '@qs/shared';
import { getArticle } from '../api/get-articles';
import { withHeadingIds } from '../model/article-headings';
import { useScrollSpy } from '../hooks/use-scroll-spy';
import { useArticleMeta } from '../hooks/use-article-meta';
import { ArticleToc } from './ArticleToc';

export interface ArticlePageProps {
  slug: string;
}

/** One article; its HTML comes from the server and is sanitised before it is rendered. */
export const ArticlePage = ({ slug }: ArticlePageProps) => {
  const { t } = useTranslation('content');
  const { state, retry } = useApiRequest(`article:${slug}`, (signal) => getArticle(slug, signal));
  const content = useMemo(
    () => (state.status === 'ready' ? withHeadingIds(state.value.html) : { html: '', headings: [] }),
    [state],
  );
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const active = useScrollSpy(
    content.headings.map((heading) => heading.id),
    body,
  );
  useArticleMeta(state.status === 'ready' ? state.value : null);

  if (state.status === 'loading') return <Spinner minHeight={640} />;
  if (state.status === 'not-found') return <Navigate to={paths.notFound.getHref()} replace />;
  if (state.status === 'error') return <ErrorPanel onRetry={retry} />;
  const withToc = content.headings.length > 0;
  return (
    <article className={withToc ? 'qs-article qs-article--with-toc' : 'qs-article'}>
      <p className="qs-article__back">
        <Link to={paths.blog.getHref()}>{t('blog.back')}</Link>
      </p>
      {/* The title, the table of contents when the article has headings, then the body. */}
      <h1 className="qs-article__title">{state.value.title}</h1>
      {withToc && <ArticleToc headings={content.headings} active={active} />}
      <div ref={setBody} className="qs-article__body" dangerouslySetInnerHTML={{ __html: content.html }} />
    </article>
  );
};
