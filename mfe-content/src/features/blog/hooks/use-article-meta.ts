import { useTranslation } from 'react-i18next';
import { getPartner, usePageMeta, type Article } from '@qs/shared';
import { articleStructuredData } from '../model/article-structured-data';

/**
 * What an article's page is, for the document's meta the shell writes (docs/seo.md; docs/product/content.md#blog):
 * its own title and summary over the blog's route title, its image and author, and its Article as structured data,
 * on the server's head and as the visitor moves: a shared or bookmarked article names itself. On a partner's site
 * the title ends with the partner's name and the shell keeps the partner's description.
 */
export const useArticleMeta = (article: Article | null): void => {
  const { t } = useTranslation('content');
  const partner = getPartner();
  usePageMeta(
    article
      ? {
          title: t(partner ? 'blog.partnerDocumentTitle' : 'blog.documentTitle', {
            title: article.title,
            partner: partner?.name ?? '',
          }),
          description: article.summary || undefined,
          type: 'article',
          image: article.image,
          author: article.author,
          structuredData: [articleStructuredData(article)],
        }
      : null,
  );
};
