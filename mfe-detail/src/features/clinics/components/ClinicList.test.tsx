import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations } from '@qs/shared';
import es from '../../../i18n/es.json';
import { pending, stubApi, testPlan } from '../../../test/test-fixtures';
import { ClinicList } from './ClinicList';

addSliceTranslations('detail', es);

const bogota = { stateCode: '11', stateName: 'Bogotá D.C.' };
const valle = { stateCode: '76', stateName: 'Valle del Cauca' };
const clinic = (id: number, displayName: string, city: string, ...countryStates: Array<typeof bogota>) => ({
  id,
  displayName,
  kind: 'clinica',
  city,
  address: `Calle ${id}`,
  phone: `+57 601 555 0${id}`,
  countryStates,
});

const networks = [
  {
    id: 1,
    displayName: 'Atención ambulatoria',
    coverage: { name: 'Atención ambulatoria', percentage: { minAmount: 80 }, deductible: { minAmount: 25_000 } },
    network: { clinics: [clinic(101, 'Clínica del Norte', 'Bogotá', bogota)] },
  },
  {
    id: 2,
    displayName: 'Hospitalización',
    coverage: { name: 'Hospitalización', percentage: { minAmount: 90 }, deductible: { minAmount: 0 } },
    network: {
      clinics: [
        clinic(103, 'Hospital Pacífico', 'Cali', valle, bogota),
        clinic(102, 'Clínica Chapinero', 'Bogotá', bogota),
      ],
    },
  },
];

const renderList = (data: unknown) => {
  const plan = testPlan();
  stubApi({ [`/insurance/${plan.id}/coverageOrganizations`]: data });
  render(<ClinicList plan={plan} />);
};

describe('ClinicList', () => {
  it('shows a spinner while the network loads', () => {
    renderList(pending);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando clínicas…');
  });

  it('expands only the best coverage first, with its percentage and copago', async () => {
    renderList(networks);
    const first = await screen.findByRole('button', { name: /Hospitalización/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveTextContent('Cubre 90%');
    expect(first).toHaveTextContent('Sin copago');
    const second = screen.getByRole('button', { name: /Atención ambulatoria/ });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveTextContent('Copago: $ 25.000');
    const panel = screen.getByRole('region', { name: /Hospitalización/ });
    const names = within(panel)
      .getAllByRole('heading', { level: 4 })
      .map((node) => node.textContent);
    expect(names).toEqual(['Clínica Chapinero', 'Hospital Pacífico']);
    expect(within(panel).getByRole('link', { name: /Clínica Chapinero/ })).toHaveAttribute('href', 'tel:+576015550102');
  });

  it('opens a collapsed group from the keyboard', async () => {
    renderList(networks);
    const second = await screen.findByRole('button', { name: /Atención ambulatoria/ });
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Clínica del Norte')).toBeVisible();
  });

  it('filters by name without accents and by the first state', async () => {
    renderList(networks);
    const name = await screen.findByRole('searchbox', { name: 'Buscar clínica por nombre' });
    await userEvent.type(name, 'CLINICA');
    expect(screen.queryByText('Hospital Pacífico')).not.toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bogotá D.C.' }));
    // Hospital Pacífico is in Bogotá too, but its first state is Valle del Cauca.
    expect(screen.queryByText('Hospital Pacífico')).not.toBeInTheDocument();
    expect(screen.getByText('Clínica Chapinero')).toBeInTheDocument();
    await userEvent.type(name, 'xyzzy');
    expect(screen.getByText('No se encontraron clínicas con los filtros seleccionados')).toBeInTheDocument();
  });

  it('says so when the plan has no network', async () => {
    renderList([]);
    expect(
      await screen.findByText('¡Ups! No se encontró información de Clínicas asociadas a este beneficio'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
