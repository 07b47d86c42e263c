import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  addSliceTranslations,
  setPartner,
  usePublishedPageMeta,
  type OwnPageMeta,
  type PartnerConfig,
} from '@qs/shared';
import es from '../../../i18n/es.json';
import { BlogPage } from './BlogPage';

addSliceTranslations('content', es);

const json = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const article = (n: number) => ({
  slug: `articulo-${n}`,
  title: `Artículo ${n}`,
  summary: 'Resumen',
  tags: ['EPS'],
  publishedAt: '2026-01-01',
});

/** What the page says of itself, which the shell puts on the document (docs/seo.md). */
let pageMeta: OwnPageMeta | null = null;
const PageMeta = () => {
  pageMeta = usePublishedPageMeta();
  return null;
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageMeta />
      <Routes>
        <Route path="/QS-Blog" element={<BlogPage />} />
        <Route path="/QS-Blog/:slug" element={<BlogPage />} />
        <Route path="/not-found" element={<p>404</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('BlogPage', () => {
  it('lists a page of articles with paging by ?pagina', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { data: [article(16), article(17)], metaData: { total: 22, page: 2, take: 15 } }),
    );
    renderAt('/QS-Blog?pagina=2');
    expect(await screen.findByRole('link', { name: 'Artículo 16' })).toHaveAttribute('href', '/QS-Blog/articulo-16');
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/QS-Blog');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/qp-university/articles?page=2');
  });

  it('shows each tag by its display name, with accents, never its slug', async () => {
    const tagged = {
      ...article(1),
      tags: ['eps', 'afiliacion', 'odontologia'],
      tagDisplayNames: { eps: 'EPS', afiliacion: 'Afiliación', odontologia: 'Odontología' },
    };
    fetchMock.mockResolvedValueOnce(json(200, { data: [tagged], metaData: { total: 1, page: 1, take: 15 } }));
    renderAt('/QS-Blog');
    expect(await screen.findByText('EPS · Afiliación · Odontología')).toBeInTheDocument();
    expect(screen.queryByText(/afiliacion|odontologia/)).not.toBeInTheDocument();
  });

  it('renders an article with its HTML sanitised', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: {
          ...article(1),
          html: '<h2 id="que-es">¿Qué es?</h2><p>Texto</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>',
        },
      }),
    );
    renderAt('/QS-Blog/articulo-1');
    expect(await screen.findByRole('heading', { level: 2, name: '¿Qué es?' })).toBeInTheDocument();
    const body = document.querySelector('.qs-article__body')!;
    expect(body.innerHTML).not.toContain('onerror');
    expect(body.innerHTML).not.toContain('<script');
  });

  it("says the article's own title, summary, image and Article, and a partner's article names the partner", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: {
          ...article(4),
          title: '¿Qué es un plan complementario?',
          summary: 'Qué cubre y cuánto cuesta.',
          image: '/api/images/articles/articulo-4.svg',
          author: 'Equipo QuieroSeguro',
          html: '<p>Texto</p>',
        },
      }),
    );
    const { unmount } = renderAt('/QS-Blog/articulo-4');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Qué es un plan complementario?' }),
    ).toBeInTheDocument();
    expect(pageMeta).toMatchObject({
      title: '¿Qué es un plan complementario? | QuieroSeguro',
      description: 'Qué cubre y cuánto cuesta.',
      type: 'article',
      image: '/api/images/articles/articulo-4.svg',
      author: 'Equipo QuieroSeguro',
      structuredData: [expect.objectContaining({ '@type': 'Article', headline: '¿Qué es un plan complementario?' })],
    });
    unmount();
    // Leaving the article (back to the list), the shell's route meta is the document's again.
    render(<PageMeta />);
    expect(pageMeta).toBeNull();
    setPartner({
      name: 'Cooperativa Solidaria',
      SEOMetadata: { title: 'Cooperativa Solidaria | Seguros para asociados', description: 'Asociados' },
    } as unknown as PartnerConfig);
    try {
      renderAt('/QS-Blog/articulo-4');
      await screen.findByRole('heading', { level: 1, name: '¿Qué es un plan complementario?' });
      expect(pageMeta?.title).toBe('¿Qué es un plan complementario? | Cooperativa Solidaria');
    } finally {
      setPartner(null);
    }
  });

  it('builds the side menu from the h2 headings, giving a heading without an id one from its text (docs/product/content.md#article-side-menu)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: { ...article(2), html: '<h2 id="que-es">¿Qué es?</h2><p>Texto</p><h2>Cómo elegir</h2><p>Más</p>' },
      }),
    );
    renderAt('/QS-Blog/articulo-2');
    const menu = await screen.findByRole('navigation', { name: 'En este artículo' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['¿Qué es?', '#que-es'],
      ['Cómo elegir', '#como-elegir'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo elegir' })).toHaveAttribute('id', 'como-elegir');
  });

  it('shows no side menu for an article without h2 headings', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { ...article(3), html: '<p>Solo texto</p>' } }));
    renderAt('/QS-Blog/articulo-3');
    expect(await screen.findByText('Solo texto')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('sends an unknown article to the 404 page', async () => {
    fetchMock.mockResolvedValueOnce(json(404, {}));
    renderAt('/QS-Blog/no-existe');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });
});
