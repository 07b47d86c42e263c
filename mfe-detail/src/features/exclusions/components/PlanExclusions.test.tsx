import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient } from '@qs/shared';
import es from '../../../i18n/es.json';
import { stubApi, testPlan } from '../../../test/test-fixtures';
import { PlanExclusions } from './PlanExclusions';

addSliceTranslations('detail', es);
beforeEach(() => apiClient.clearCache());

const exclusions = [
  { code: 'health-1', text: 'Tratamientos y cirugías con fines estéticos.' },
  { code: 'health-2', text: 'Preexistencias no declaradas en la solicitud.' },
];

describe("a plan's exclusions (docs/product/detail.md#exclusions)", () => {
  it('lists them under their own heading', async () => {
    const plan = testPlan();
    const calls = stubApi({ [`/insurance/${plan.id}/exclusions`]: exclusions });
    render(<PlanExclusions plan={plan} />);
    const section = screen.getByRole('region', { name: 'Exclusiones' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Exclusiones' })).toBeInTheDocument();
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(exclusions.map((exclusion) => exclusion.text));
    expect(within(section).getByText(/El detalle completo está en sus condiciones generales/)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([`/insurance/${plan.id}/exclusions`]);
  });

  it('leaves the section out when the API has no such call (404)', async () => {
    const plan = testPlan();
    const calls = stubApi({});
    const { container } = render(<PlanExclusions plan={plan} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('says so when the plan lists none', async () => {
    const plan = testPlan();
    stubApi({ [`/insurance/${plan.id}/exclusions`]: [] });
    render(<PlanExclusions plan={plan} />);
    expect(
      await screen.findByText(
        'Este plan no tiene exclusiones destacadas. Revisa sus condiciones generales para conocer el detalle.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error panel with Reintentar when the call fails, and asks again', async () => {
    const plan = testPlan();
    global.fetch = jest.fn(
      async () => ({ ok: false, status: 500, json: async () => ({ message: 'Error' }) }) as Response,
    );
    render(<PlanExclusions plan={plan} />);
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    stubApi({ [`/insurance/${plan.id}/exclusions`]: exclusions });
    await userEvent.click(retry);
    expect(await screen.findByText('Preexistencias no declaradas en la solicitud.')).toBeInTheDocument();
  });
});
