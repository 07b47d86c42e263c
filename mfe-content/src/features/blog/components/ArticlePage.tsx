import { useMemo } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import { ErrorPanel, Spinner, paths, useApiRequest } from '@qs/shared';
import { getArticle } from '../api/get-articles';

export interface ArticlePageProps {
  slug: string;
}

/** One article; its HTML comes from the server and is sanitised before it is rendered. */
export const ArticlePage = ({ slug }: ArticlePageProps) => {
  const { t } = useTranslation('content');
  const { state, retry } = useApiRequest(slug, (signal) => getArticle(slug, signal));
  const html = useMemo(() => (state.status === 'ready' ? DOMPurify.sanitize(state.value.html) : ''), [state]);

  if (state.status === 'loading') return <Spinner minHeight={640} />;
  if (state.status === 'not-found') return <Navigate to={paths.notFound.getHref()} replace />;
  if (state.status === 'error') return <ErrorPanel onRetry={retry} />;
  return (
    <article className="qs-article">
      <p>
        <Link to={paths.blog.getHref()}>{t('blog.back')}</Link>
      </p>
      <h1>{state.value.title}</h1>
      <div className="qs-article__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
};
