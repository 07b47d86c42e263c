import epsArticles from '../fixtures/articles/eps.json';
import segurosArticles from '../fixtures/articles/seguros.json';
import masArticles from '../fixtures/articles/mas.json';
import { buildArticle, tagDisplayName, tagsWithoutDisplayName } from './build-articles';
import type { ArticleFixture } from './fixture-types';

const articles = [...epsArticles, ...segurosArticles, ...masArticles] as ArticleFixture[];

describe('blog tags (docs/product/content.md#blog)', () => {
  it('every tag an article uses has a display name', () => {
    expect(tagsWithoutDisplayName(articles)).toEqual([]);
  });

  it('names tags with their accents while the slug stays the tag', () => {
    expect(tagDisplayName('afiliacion')).toBe('Afiliación');
    expect(tagDisplayName('odontologia')).toBe('Odontología');
    expect(tagDisplayName('polizas')).toBe('Pólizas');
    expect(tagDisplayName('guias')).toBe('Guías');
  });

  it("gives an article's summary its tag slugs and the name of each", () => {
    const article = articles.find((a) => a.tags.includes('odontologia'))!;
    const { summary, detail } = buildArticle(article);
    expect(summary.tags).toEqual(article.tags);
    expect(summary.tagDisplayNames).toEqual({ odontologia: 'Odontología', ahorro: 'Ahorro' });
    expect(detail.tagDisplayNames).toEqual(summary.tagDisplayNames);
  });

  it('reports a tag without a display name', () => {
    expect(tagsWithoutDisplayName([{ ...articles[0]!, tags: ['eps', 'nuevo-tema'] }])).toEqual(['nuevo-tema']);
  });
});
