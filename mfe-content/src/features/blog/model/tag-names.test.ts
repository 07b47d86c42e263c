import { articleTagNames } from './tag-names';

describe('articleTagNames', () => {
  it("shows the API's display name of each tag, in the article's order", () => {
    expect(
      articleTagNames({
        tags: ['odontologia', 'ahorro'],
        tagDisplayNames: { ahorro: 'Ahorro', odontologia: 'Odontología' },
      }),
    ).toEqual(['Odontología', 'Ahorro']);
  });

  it('shows a tag the API does not name as sent', () => {
    expect(articleTagNames({ tags: ['eps', 'afiliacion'], tagDisplayNames: { eps: 'EPS' } })).toEqual([
      'EPS',
      'afiliacion',
    ]);
    expect(articleTagNames({ tags: ['eps'] })).toEqual(['eps']);
  });
});
