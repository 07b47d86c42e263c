import { slicePageOfLink } from './link-intent-preload';

const ORIGIN = 'http://localhost';
const link = (href: string, attributes: Record<string, string> = {}) => {
  const anchor = document.createElement('a');
  anchor.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
};

describe('the page a link leads to, fetched on the visitor intent', () => {
  it('names the slice page of a link of this site, as the route table mounts it (redirects count as their target)', () => {
    expect(slicePageOfLink(link('/Comparar/EPS'), ORIGIN)).toBe('qs_results/ComparePage');
    expect(slicePageOfLink(link('/Comparar/EPS?pagina=2#planes'), ORIGIN)).toBe('qs_results/ComparePage');
    expect(slicePageOfLink(link('/EPS/salud-andina-eps/plan-complementario-oro'), ORIGIN)).toBe(
      'qs_detail/PlanDetailPage',
    );
    expect(slicePageOfLink(link('/QS-University'), ORIGIN)).toBe('qs_content/BlogPage');
    expect(slicePageOfLink(link(`${ORIGIN}/contacto`), ORIGIN)).toBe('qs_content/ContactPage');
  });

  it('names nothing for a link off the site, a download or another window', () => {
    expect(slicePageOfLink(link('https://evil.example/Comparar/EPS'), ORIGIN)).toBeNull();
    expect(slicePageOfLink(link('//evil.example/Comparar/EPS'), ORIGIN)).toBeNull();
    expect(slicePageOfLink(link('/Comparar/EPS', { download: '' }), ORIGIN)).toBeNull();
    expect(slicePageOfLink(link('/Comparar/EPS', { target: '_blank' }), ORIGIN)).toBeNull();
    expect(slicePageOfLink(link('mailto:ventas@example.co'), ORIGIN)).toBeNull();
  });
});
