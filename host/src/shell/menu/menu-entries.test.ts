import { SLICES, type MenuItem, type PartnerConfig, type Slice } from '@qs/shared';
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
      [
        linkEntry('blog ', '/otro'),
        linkEntry('Noticias', '/QS-Blog/'),
        linkEntry('Clínicas', '/Clinicas-y-Hospitales'),
      ],
    );
    expect(merged.map((entry) => entry.label)).toEqual(['Blog', 'Clínicas']);
  });

  it('drops nameless entries but never merges groups by their own address', () => {
    const merged = mergeMenu([
      linkEntry('  ', '/a'),
      group('Seguros', [['Pólizas', '/Seguros']]),
      linkEntry('Seguros de vida', '/x'),
    ]);
    expect(merged.map((entry) => entry.label)).toEqual(['Seguros', 'Seguros de vida']);
  });

  it("lets the API's group take the place of a same-named link, keeping the link as its first child", () => {
    const merged = mergeMenu(
      [linkEntry('Pólizas de salud', '/Comparar/Polizas-de-Salud'), linkEntry('Blog', '/QS-Blog')],
      [
        group('Pólizas de Salud', [['Guía de pólizas', '/QS-Blog/guia-polizas']]),
        group('Blog', [['Comparar blog', '/QS-Blog']]),
      ],
    );
    expect(merged.map((entry) => entry.label)).toEqual(['Pólizas de Salud', 'Blog']);
    expect(merged[0]?.children).toEqual([
      { label: 'Pólizas de salud', href: '/Comparar/Polizas-de-Salud' },
      { label: 'Guía de pólizas', href: '/QS-Blog/guia-polizas' },
    ]);
    // The link is already among the group's children: not repeated.
    expect(merged[1]?.children).toEqual([{ label: 'Comparar blog', href: '/QS-Blog' }]);
  });

  it("lets the API's group take the place of a link at its own address, under the group's shorter name", () => {
    const eps = {
      ...group('EPS', [
        ['Comparar planes complementarios', '/Comparar/EPS'],
        ['Salud Andina', '/EPS/salud-andina-eps'],
      ]),
      href: '/Comparar/EPS',
    };
    const companies = {
      ...group('Empresas', [['Comparar seguros colectivos', '/Comparar/Empresas']]),
      href: '/Comparar/Empresas/',
    };
    const merged = mergeMenu(
      [
        linkEntry('Planes complementarios de EPS', '/Comparar/EPS'),
        linkEntry('Seguros colectivos para empresas', '/Comparar/Empresas'),
        linkEntry('Blog', '/QS-Blog'),
      ],
      [
        eps,
        companies,
        linkEntry('Planes complementarios de EPS', '/Comparar/EPS'),
        linkEntry('Comparar EPS', '/Comparar/EPS'),
      ],
    );
    // Each thing once, in the shell's order; nothing after it brings the link back.
    expect(merged.map((entry) => entry.label)).toEqual(['EPS', 'Empresas', 'Blog']);
    expect(merged[0]?.children.map((child) => child.label)).toEqual([
      'Comparar planes complementarios',
      'Salud Andina',
    ]);
    expect(merged[1]?.children.map((child) => child.label)).toEqual(['Comparar seguros colectivos']);
  });
});

describe('fromMenuItem', () => {
  it('names categories by their displayName, else their title', () => {
    const item: MenuItem = {
      title: 'Salud',
      url: '/Seguros',
      icon: 'shield',
      color: '#0369A1',
      seoDescription: '',
      type: 'box_category',
      preloadBundle: 'results',
      categories: [
        { title: 'polizas', url: '/Comparar/Polizas-de-Salud', displayName: 'Pólizas de salud' },
        { title: 'Clínicas', url: '/Clinicas-y-Hospitales', displayName: '' },
      ],
    };
    const entry = fromMenuItem(item);
    expect(entry.children.map((child) => child.label)).toEqual(['Pólizas de salud', 'Clínicas']);
    expect(entry.description).toBeUndefined();
  });
});

describe('forPartner', () => {
  const partner = {
    name: 'aliado',
    allowedUrls: ['/contacto'],
    redirects: { allowedPaths: ['/Comparar'], defaultPath: '/Comparar/EPS' },
  } as PartnerConfig;
  const aliado = { partner, slices: new Set<Slice>(['results', 'detail', 'forms']) };

  it('keeps everything on the main site', () => {
    const entries = [linkEntry('Blog', '/QS-Blog')];
    expect(forPartner(entries, { partner: null, slices: new Set() })).toBe(entries);
  });

  it("keeps only links the partner's gate allows, and groups with allowed children", () => {
    const entries = [
      linkEntry('EPS', '/Comparar/EPS'),
      linkEntry('Viajes', 'https://viajes.quieroseguro.com'),
      group('Salud', [
        ['Pólizas', '/Comparar/Polizas-de-Salud'],
        ['Clínicas', '/Clinicas-y-Hospitales'],
      ]),
      group('Otros', [['Partners', '/Partners-y-Alianzas']]),
    ];
    const kept = forPartner(entries, { ...aliado, slices: new Set<Slice>(SLICES) });
    expect(kept.map((entry) => entry.label)).toEqual(['EPS', 'Viajes', 'Salud']);
    expect(kept[2]).toEqual({ label: 'Salud', href: '/Comparar/Polizas-de-Salud', children: [] });
  });

  it('turns a group left with one allowed entry into a plain link, dropped when an earlier link leads there', () => {
    const entries = [
      linkEntry('Planes complementarios de EPS', '/Comparar/EPS'),
      group('Pólizas de Salud', [
        ['Comparar pólizas de salud', '/Comparar/Polizas-de-Salud'],
        ['Guía', '/QS-Blog/guia-polizas'],
      ]),
      group('EPS', [['Comparar planes complementarios', '/Comparar/EPS/']]),
      group('Salud', [
        ['Pólizas', '/Comparar/Polizas-de-Salud'],
        ['Dental', '/Comparar/Polizas-de-Salud?tipos=SEGURO_DENTAL_GENERAL'],
      ]),
    ];
    const kept = forPartner(entries, aliado);
    expect(kept).toEqual([
      linkEntry('Planes complementarios de EPS', '/Comparar/EPS'),
      linkEntry('Pólizas de Salud', '/Comparar/Polizas-de-Salud'),
      // Two allowed entries: still a menu.
      group('Salud', [
        ['Pólizas', '/Comparar/Polizas-de-Salud'],
        ['Dental', '/Comparar/Polizas-de-Salud?tipos=SEGURO_DENTAL_GENERAL'],
      ]),
    ]);
  });

  it('leaves one-entry groups of the main site as they are', () => {
    const entries = [group('EPS', [['Comparar planes complementarios', '/Comparar/EPS']])];
    expect(forPartner(entries, { partner: null, slices: new Set() })).toEqual(entries);
  });

  it('drops a link the gate allows when the partner does not load the slice behind it', () => {
    // /contacto is among aliado's URLs, but the contact page is the content slice's.
    const entries = [linkEntry('EPS', '/Comparar/EPS'), linkEntry('Contacto', '/contacto')];
    expect(forPartner(entries, aliado).map((entry) => entry.label)).toEqual(['EPS']);
    expect(forPartner(entries, { ...aliado, slices: new Set<Slice>(SLICES) }).map((entry) => entry.label)).toEqual([
      'EPS',
      'Contacto',
    ]);
  });
});
