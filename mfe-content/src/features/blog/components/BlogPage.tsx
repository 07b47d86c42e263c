import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArticleList } from './ArticleList';
import { ArticlePage } from './ArticlePage';
import './blog.css';

export const BlogPage = () => {
  const { t } = useTranslation('content');
  const { slug } = useParams();
  if (slug) return <ArticlePage slug={slug} />;
  return (
    <section className="qs-blog" aria-labelledby="qs-blog-title">
      <h1 id="qs-blog-title">{t('blog.title')}</h1>
      <p>{t('blog.subtitle')}</p>
      <ArticleList />
    </section>
  );
};
