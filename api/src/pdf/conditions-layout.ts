import type { BenefitCategory } from '@qs/contract';
import { fillLegal, legalTexts, type LegalTexts } from './legal-texts';
import type { Block, ConditionsSpec, Page } from './spec';
import { coverageCells, priceTable } from './tables';

const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** docs/product/detail.md: general conditions run 20 to 60 pages. */
export const CONDITIONS_MIN_PAGES = 20;
export const CONDITIONS_MAX_PAGES = 60;

interface Coverage {
  category: BenefitCategory;
  code: string;
  name: string;
  description: string;
}

/** Every coverage any plan of the document has, in template order. */
const coveragesOf = (spec: ConditionsSpec): Coverage[] => {
  const seen = new Map<string, Coverage>();
  for (const plan of spec.plans) {
    for (const category of plan.categories) {
      for (const coverage of category.coverages) {
        if (!seen.has(coverage.code)) {
          seen.set(coverage.code, {
            category,
            code: coverage.code,
            name: coverage.insuranceBenefit,
            description: coverage.description,
          });
        }
      }
    }
  }
  return [...seen.values()];
};

/**
 * The pages of a general-conditions document, decided before drawing so the seed knows the page count:
 * cover, contents, object and definitions, one article per coverage, exclusions, contract clauses and the
 * network and tariff annexes.
 */
export const conditionsPages = (spec: ConditionsSpec, texts: LegalTexts = legalTexts): Page[] => {
  const org = spec.organization;
  const values = {
    org: org.displayName,
    line: spec.line.displayName,
    city: org.city,
    nit: org.nit,
    supervisor: org.supervisor,
    maxAge: String(Math.max(...spec.plans.map((p) => p.maxAge))),
  };
  const fill = (text: string) => fillLegal(text, values);
  const pages: Page[] = [];
  const contents: Array<[string, number]> = [];
  let article = 0;
  const chapter = (title: string) => contents.push([title, pages.length + 1]);
  const add = (section: string, blocks: Block[]) => pages.push({ section, blocks });

  add('Portada', [
    { kind: 'spacer', size: 120 },
    { kind: 'title', text: 'CONDICIONES GENERALES' },
    { kind: 'heading', text: spec.line.displayName },
    { kind: 'paragraph', text: `${org.displayName} · NIT ${org.nit} · ${org.city}` },
    { kind: 'paragraph', text: `Planes: ${spec.plans.map((plan) => plan.displayName).join(', ')}.` },
    {
      kind: 'paragraph',
      text: `Forma CG-${org.code}-${spec.line.name}. Versión 2025-01. Vigilada por la ${org.supervisor}.`,
    },
  ]);
  add('Contenido', []);

  chapter('Capítulo I. Objeto y definiciones');
  article += 1;
  add('Capítulo I', [
    { kind: 'heading', text: `Artículo ${article}. Objeto del contrato` },
    ...texts.object.map((text) => ({ kind: 'paragraph' as const, text: fill(text) })),
  ]);
  article += 1;
  chunk(texts.glossary, 10).forEach((items, i) =>
    add('Capítulo I', [
      { kind: 'heading', text: `Artículo ${article}. Definiciones${i > 0 ? ' (continuación)' : ''}` },
      { kind: 'definitions', items: items.map(([term, text]) => [term, fill(text)] as [string, string]) },
    ]),
  );

  chapter('Capítulo II. Coberturas');
  for (const coverage of coveragesOf(spec)) {
    article += 1;
    add('Capítulo II', [
      { kind: 'heading', text: `Artículo ${article}. ${coverage.name}` },
      {
        kind: 'paragraph',
        text:
          texts.categoryText[coverage.category.code] ??
          `La Compañía cubre ${coverage.name.toLowerCase()} en los términos de este artículo.`,
      },
      {
        kind: 'paragraph',
        text: `Beneficio de la categoría ${coverage.category.name}. Los porcentajes, copagos y límites de cada plan son los siguientes:`,
      },
      {
        kind: 'table',
        columns: ['Plan', 'Cobertura', 'Copago', 'Límite'],
        widths: [0.4, 0.15, 0.2, 0.25],
        rows: spec.plans.map((plan) => [
          plan.displayName,
          ...coverageCells(plan.categories.flatMap((c) => c.coverages).find((c) => c.code === coverage.code)),
        ]),
      },
      {
        kind: 'paragraph',
        text: 'Los valores de copago se actualizan cada año con el índice de precios al consumidor. Cuando el servicio se preste en libre elección, el reembolso se liquida con las tarifas de la red.',
      },
    ]);
  }

  chapter('Capítulo III. Exclusiones');
  article += 1;
  chunk(texts.exclusions[spec.line.exclusions], 8).forEach((items, i) =>
    add('Capítulo III', [
      { kind: 'heading', text: `Artículo ${article}. Exclusiones${i > 0 ? ' (continuación)' : ''}` },
      ...(i === 0
        ? [{ kind: 'paragraph' as const, text: 'Este contrato no cubre los siguientes servicios, gastos o eventos:' }]
        : []),
      { kind: 'bullets', items: items.map(fill) },
    ]),
  );

  chapter('Capítulo IV. Condiciones del contrato');
  for (const [title, ...paragraphs] of texts.clauses) {
    article += 1;
    add('Capítulo IV', [
      { kind: 'heading', text: `Artículo ${article}. ${title}` },
      ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text: fill(text) })),
    ]);
  }

  if (spec.clinics.length > 0) {
    chapter('Anexo A. Red de prestadores');
    chunk(spec.clinics, 12).forEach((clinics, i) =>
      add('Anexo A', [
        { kind: 'heading', text: `Anexo A. Red de prestadores${i > 0 ? ' (continuación)' : ''}` },
        {
          kind: 'table',
          columns: ['Prestador', 'Ciudad', 'Departamento', 'Dirección'],
          widths: [0.34, 0.16, 0.2, 0.3],
          rows: clinics.map((c) => [c.displayName, c.city, c.stateName, c.address]),
        },
      ]),
    );
  }

  chapter('Anexo B. Tarifas');
  for (const plan of spec.plans) {
    add('Anexo B', [
      { kind: 'heading', text: `Anexo B. Tarifas de ${plan.displayName}` },
      {
        kind: 'paragraph',
        text: `Valores en pesos colombianos ${plan.priceUnit === '/año' ? 'por año' : plan.priceUnit === 'Total' ? 'por empleado al mes; el valor total multiplica por el número de empleados' : 'por persona al mes'}, según la edad cumplida y el sexo de cada asegurado.`,
      },
      priceTable(plan.prices, plan.segments),
    ]);
  }

  const toc = pages[1];
  if (toc)
    toc.blocks = [
      { kind: 'heading', text: 'Contenido' },
      {
        kind: 'table',
        columns: ['Sección', 'Página'],
        widths: [0.8, 0.2],
        rows: contents.map(([title, page]) => [title, String(page)]),
      },
    ];
  if (pages.length < CONDITIONS_MIN_PAGES || pages.length > CONDITIONS_MAX_PAGES) {
    throw new Error(`${spec.title}: ${pages.length} pages, outside ${CONDITIONS_MIN_PAGES}-${CONDITIONS_MAX_PAGES}`);
  }
  return pages;
};
