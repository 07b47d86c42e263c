import type { BrochureSpec, Page } from './spec';
import { cop, coverageCells, priceTable } from './tables';
import { priceSuffix } from '../pricing/plan-price';

/** A three-page brochure: the plan at a glance, its benefits, its prices and how to contract it. */
export const brochurePages = (spec: BrochureSpec): Page[] => {
  const { plan, organization: org } = spec;
  const annual = plan.annualMax === 0 ? 'Sin tope anual' : `Tope anual de ${cop(plan.annualMax)}`;
  return [
    {
      section: 'Folleto',
      blocks: [
        { kind: 'spacer', size: 60 },
        { kind: 'title', text: plan.displayName },
        { kind: 'heading', text: `${org.displayName} · ${spec.line.displayName}` },
        { kind: 'paragraph', text: plan.description },
        { kind: 'heading', text: 'Lo que incluye' },
        { kind: 'bullets', items: [...plan.features, annual] },
        { kind: 'heading', text: `Desde ${cop(plan.priceFrom)} ${priceSuffix(plan.priceUnit)}` },
        {
          kind: 'paragraph',
          text: 'Precio para la edad y el sexo de menor tarifa. Calcula el precio exacto de tu grupo en el comparador.',
        },
      ],
    },
    {
      section: 'Coberturas',
      blocks: [
        { kind: 'heading', text: 'Tabla de beneficios' },
        {
          kind: 'table',
          columns: ['Beneficio', 'Cobertura', 'Copago', 'Límite'],
          widths: [0.4, 0.15, 0.2, 0.25],
          rows: plan.categories.flatMap((category) =>
            category.coverages.map((coverage) => [coverage.insuranceBenefit, ...coverageCells(coverage)]),
          ),
        },
        {
          kind: 'paragraph',
          text:
            spec.clinicCount > 0
              ? `Red de atención con ${spec.clinicCount} clínicas y hospitales en Colombia.`
              : 'Atención en cualquier prestador habilitado del país, con reembolso.',
        },
      ],
    },
    {
      section: 'Tarifas',
      blocks: [
        { kind: 'heading', text: 'Tarifas' },
        priceTable(plan.prices, plan.segments),
        { kind: 'heading', text: 'Cómo contratar' },
        {
          kind: 'paragraph',
          text: `Compara y solicita el plan en quieroseguro.co${plan.url}. Un asesor te contacta en menos de un día hábil, de lunes a viernes de 9:00 a 18:30.`,
        },
        ...(plan.offers.length > 0
          ? [{ kind: 'bullets' as const, items: plan.offers.map((offer) => `${offer.title}: ${offer.description}`) }]
          : []),
        {
          kind: 'paragraph',
          text: `Teléfono ${spec.contact.phone} · ${spec.contact.email}. Este folleto es informativo; las condiciones generales del producto prevalecen.`,
        },
      ],
    },
  ];
};
