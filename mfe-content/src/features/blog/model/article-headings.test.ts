import { headingSlug, withHeadingIds } from './article-headings';

describe('withHeadingIds', () => {
  it('lists the h2 headings with the ids they have', () => {
    const { headings } = withHeadingIds(
      '<h2 id="que-es">¿Qué es?</h2><p>Texto</p><h3>No</h3><h2 id="costos">Costos</h2>',
    );
    expect(headings).toEqual([
      { id: 'que-es', text: '¿Qué es?' },
      { id: 'costos', text: 'Costos' },
    ]);
  });

  it('gives a heading without an id a stable one from its text, unique in the article', () => {
    const { html, headings } = withHeadingIds(
      '<h2>¿Qué cubre?</h2><h2>Qué cubre</h2><p id="que-cubre-2">x</p><h2>!!</h2>',
    );
    expect(headings.map((heading) => heading.id)).toEqual(['que-cubre', 'que-cubre-3', 'seccion-3']);
    expect(html).toContain('<h2 id="que-cubre">¿Qué cubre?</h2>');
    expect(withHeadingIds('<h2>¿Qué cubre?</h2>').headings[0]!.id).toBe('que-cubre');
  });

  it('keeps sanitising the HTML and skips empty headings', () => {
    const { html, headings } = withHeadingIds(
      '<h2 onclick="x()">A</h2><h2> </h2><img src=x onerror="alert(1)"><script>alert(2)</script>',
    );
    expect(html).not.toMatch(/onclick|onerror|<script/);
    expect(headings).toEqual([{ id: 'a', text: 'A' }]);
  });

  it('slugs like the API does', () => {
    expect(headingSlug('Cómo elegir tu EPS en 2026')).toBe('como-elegir-tu-eps-en-2026');
  });
});
