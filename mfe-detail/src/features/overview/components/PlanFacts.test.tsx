import { render, screen, within } from '@testing-library/react';
import { addSliceTranslations } from '@qs/shared';
import es from '../../../i18n/es.json';
import { testPlan } from '../../../test/test-fixtures';
import { PlanFacts } from './PlanFacts';

addSliceTranslations('detail', es);

const facts = () => {
  const section = screen.getByRole('region', { name: 'Ficha del plan' });
  return within(section)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
};

describe("the plan's facts (docs/product/detail.md#plan-facts)", () => {
  it('states the modality, the protection area with its note, and the childbirth coverage of a health plan', () => {
    render(
      <PlanFacts
        plan={testPlan({
          insuranceMetadata: {
            metadata: {
              modality: 'libre_eleccion',
              protection: 'Todo el Mundo',
              protection_description: 'Cubre en cualquier país.',
              coverage_breadth: 'sin_parto',
            },
          },
        })}
      />,
    );
    expect(facts()).toEqual([
      'Modalidad: Libre elección',
      'Área de protección: Todo el MundoCubre en cualquier país.',
      'Cobertura de parto: Sin cobertura de parto',
    ]);
  });

  it.each([
    ['preferente', 'Prestador Preferente'],
    ['cerrado', 'Red cerrada'],
  ] as const)('names the %s modality %s', (modality, label) => {
    render(<PlanFacts plan={testPlan({ insuranceMetadata: { metadata: { modality } } })} />);
    expect(facts()[0]).toBe(`Modalidad: ${label}`);
  });

  it('says nothing of childbirth for a pet plan', () => {
    render(
      <PlanFacts
        plan={testPlan({
          insuranceType: { name: 'SEGURO_MASCOTAS' },
          insuranceMetadata: { metadata: { coverage_breadth: 'sin_parto' } },
        })}
      />,
    );
    expect(facts().some((fact) => fact.startsWith('Cobertura de parto'))).toBe(false);
    expect(facts()[0]).toBe('Modalidad: Prestador Preferente');
  });
});
