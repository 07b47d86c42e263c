import { render, screen } from '@testing-library/react';
import { addSliceTranslations } from '@qs/shared';
import es from '../../../i18n/es.json';
import { planCard } from '../../../test/plans';
import { PlanModality } from './PlanModality';

addSliceTranslations('results', es);

describe("a card's modality (docs/product/results.md#cards)", () => {
  it.each([
    ['libre_eleccion', 'Modalidad: Libre elección'],
    ['preferente', 'Modalidad: Prestador Preferente'],
    ['cerrado', 'Modalidad: Red cerrada'],
  ] as const)('%s reads %s', (modality, text) => {
    render(<PlanModality plan={planCard({ insuranceMetadata: { metadata: { modality } } })} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says nothing when the answer has no modality', () => {
    const plan = planCard();
    const { container } = render(
      <PlanModality
        plan={{
          ...plan,
          insuranceMetadata: { metadata: { ...plan.insuranceMetadata.metadata, modality: undefined! } },
        }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
