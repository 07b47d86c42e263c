import { siteUrl, type Article } from '@qs/shared';

/** Who publishes the blog: the site itself, with its logo (as the footer's Organization has it). */
const PUBLISHER = { name: 'QuieroSeguro Colombia', logo: '/favicon.svg' };

/**
 * The article as a schema.org Article (docs/seo.md): its address is the page's (mainEntityOfPage). The API gives
 * its publication date and no later one, so no dateModified.
 */
export const articleStructuredData = (
  article: Pick<Article, 'slug' | 'title' | 'summary' | 'image' | 'author' | 'publishedAt'>,
) => {
  const url = siteUrl(`/QS-Blog/${article.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    image: siteUrl(article.image),
    datePublished: article.publishedAt,
    author: { '@type': 'Person', name: article.author },
    publisher: {
      '@type': 'Organization',
      name: PUBLISHER.name,
      logo: { '@type': 'ImageObject', url: siteUrl(PUBLISHER.logo) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
};
