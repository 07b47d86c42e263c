import { siteUrl } from '@qs/shared';
import { articleStructuredData } from './article-structured-data';

describe('the article as a schema.org Article (docs/seo.md)', () => {
  it('gives its headline, image, dates, author, publisher with logo and page, every URL absolute', () => {
    const article = {
      slug: 'que-es-un-plan-complementario-de-salud',
      title: '¿Qué es un plan complementario de salud?',
      summary: 'Qué cubre y cuánto cuesta.',
      image: '/api/images/articles/que-es-un-plan-complementario-de-salud.svg',
      author: 'Equipo QuieroSeguro',
      publishedAt: '2024-03-05',
    };
    const url = siteUrl('/QS-Blog/que-es-un-plan-complementario-de-salud');
    expect(articleStructuredData(article)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.summary,
      image: siteUrl(article.image),
      datePublished: '2024-03-05',
      author: { '@type': 'Person', name: 'Equipo QuieroSeguro' },
      publisher: {
        '@type': 'Organization',
        name: 'QuieroSeguro Colombia',
        logo: { '@type': 'ImageObject', url: siteUrl('/favicon.svg') },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
    });
  });
});
