import type { PartnerConfig } from '@qs/shared';
import { forPartner, fromMenuItem, linkEntry, mergeMenu, type MenuEntry } from './menu-entries';

const group = (label: string, children: Array<[string, string]>): MenuEntry => ({
  label,
  href: '/x',
  children: children.map(([childLabel, href]) => ({ label: childLabel, href })),
});

describe('mergeMenu', () => {
  it('keeps the first entry of a name or an address, in order', () => {
    const merged = mergeMenu(
      [linkEntry('Blog', '/QS-Blog')],
      [linkEntry('blog ', '/otro'), linkEntry('Noticias', '/QS-Blog/'), linkEntry('Clínicas', '/Clinicas-y-Hospitales')],
    );
    expect(merged.map((entry) => entry.label)).toEqual(['Blog', 'Clínicas']);
  });

  it('drops nameless entries but never merges groups by their own address', () => {
    const merged = mergeMenu([linkEntry('  ', '/a'), group('Seguros', [['Pólizas', '/Seguros']]), linkEntry('Seguros de vida', '/x')]);
    expect(merged.map((entry) => entry.label)).toEqual(['Seguros', 'Seguros de vida']);
  });
});

describe('fromMenuItem', () => {
  it('names categories by their displayName, else their title', () => {
    const entry = fromMenuItem({
      title: 'Salud',
      url: '/Seguros',
      seoDescription: '',
      categories: [
        { title: 'polizas', url: '/Comparar/Polizas-de-Salud', displayName: 'Pólizas de salud' },
        { title: 'Clínicas', url: '/Clinicas-y-Hospitales' },
      ],
    });
    expect(entry.children.map((child) => child.label)).toEqual(['Pólizas de salud', 'Clínicas']);
    expect(entry.description).toBeUndefined();
  });
});

describe('forPartner', () => {
  const partner = { name: 'aliado', redirects: { allowedPaths: ['/Comparar'], defaultPath: '/Comparar/EPS' } } as PartnerConfig;

  it('keeps everything on the main site', () => {
    const entries = [linkEntry('Blog', '/QS-Blog')];
    expect(forPartner(entries, null)).toBe(entries);
  });

  it("keeps only links the partner's gate allows, and groups with allowed children", () => {
    const entries = [
      linkEntry('EPS', '/Comparar/EPS'),
      linkEntry('Contacto', '/contacto'),
      group('Salud', [
        ['Pólizas', '/Comparar/Polizas-de-Salud'],
        ['Clínicas', '/Clinicas-y-Hospitales'],
      ]),
      group('Otros', [['Partners', '/Partners-y-Alianzas']]),
    ];
    const kept = forPartner(entries, partner);
    expect(kept.map((entry) => entry.label)).toEqual(['EPS', 'Salud']);
    expect(kept[1]!.children.map((child) => child.label)).toEqual(['Pólizas']);
  });
});
