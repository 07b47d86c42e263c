import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, paths, useApiRequest } from '@qs/shared';
import { Pager } from '../../../common/components/Pager';
import { ARTICLES_PAGE_SIZE, getArticles } from '../api/get-articles';
import { articleTagNames } from '../model/tag-names';

/** The blog's article list, 15 a page, paged with ?pagina= (docs/product/content.md#blog). */
export const ArticleList = () => {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const { state, retry } = useApiRequest(`articles-${page}`, (signal) => getArticles(page, signal));

  if (state.status === 'loading') return <Spinner minHeight={640} />;
  if (state.status !== 'ready') return <ErrorPanel onRetry={retry} />;
  const { data: articles, metaData } = state.value;
  const pages = Math.max(1, Math.ceil(metaData.total / ARTICLES_PAGE_SIZE));
  if (articles.length === 0) return <p>{t('blog.empty')}</p>;
  return (
    <>
      <ul className="qs-blog__list">
        {articles.map((article) => (
          <li key={article.slug} className="qs-blog__item">
            <article aria-labelledby={`article-${article.slug}`}>
              <h2 id={`article-${article.slug}`} className="qs-blog__item-title">
                <Link to={paths.blogArticle.getHref(article.slug)}>{article.title}</Link>
              </h2>
              <p>{article.summary}</p>
              <p className="qs-blog__tags">{articleTagNames(article).join(' · ')}</p>
            </article>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pages={pages}
        hrefFor={(target) => (target > 1 ? `${paths.blog.getHref()}?pagina=${target}` : paths.blog.getHref())}
      />
    </>
  );
};
