import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { addSliceTranslations, registerSlices, setPartner, type ContactWidgetProps, type PartnerConfig } from '@qs/shared';
import es from '../../../i18n/es.json';
import { stubApi, testPlan } from '../../../test/test-fixtures';
import { forgetChatAvailability } from '../api/chat-availability';
import { PlanFaq } from './PlanFaq';

addSliceTranslations('detail', es);

// The federation runtime is the network boundary of a remote load: the forms slice's widget is a stand-in
// that shows the props it was given.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const FormsContactWidget = ({ buttonLabel, inline, ...rest }: ContactWidgetProps) => (
  <button type="button" data-props={JSON.stringify({ inline, ...rest })}>
    {buttonLabel}
  </button>
);
beforeAll(() => {
  registerSlices([{ name: 'forms', entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0' }]);
  jest.mocked(loadRemote).mockResolvedValue({ default: FormsContactWidget });
});

const faq = [
  { question: '¿Hay periodos de carencia?', answer: 'Las urgencias se cubren desde el primer día.' },
  { question: '¿Qué pasa con mis preexistencias?', answer: 'Debes declararlas en la solicitud.' },
];

const renderFaq = (chatActive: boolean, plan = testPlan()) => {
  const calls = stubApi({ [`/insurance/${plan.id}/faq`]: faq, '/chat/available': { active: chatActive, hours: 'Lunes a viernes' } });
  render(<PlanFaq plan={plan} />);
  return calls;
};

beforeEach(() => forgetChatAvailability());
afterEach(() => setPartner(null));

describe('PlanFaq', () => {
  it('opens and closes each panel on its own, several at once', async () => {
    renderFaq(false);
    const first = await screen.findByRole('button', { name: '¿Hay periodos de carencia?' });
    const second = screen.getByRole('button', { name: '¿Qué pasa con mis preexistencias?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Las urgencias se cubren desde el primer día.')).not.toBeVisible();

    await userEvent.click(first);
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Las urgencias se cubren desde el primer día.')).toBeVisible();

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Debes declararlas en la solicitud.')).toBeVisible();
  });

  it("shows the chat button when chat is available: the contact widget's button, which opens its modal", async () => {
    const plan = testPlan({ productCode: 'ASE201-CLASICA', insuranceMetadata: { metadata: { salesChannel: ['QpMixSale'] } } });
    const calls = renderFaq(true, plan);
    const chat = await screen.findByRole('button', { name: 'Hablar con un ejecutivo' });
    expect(loadRemote).toHaveBeenCalledWith('qs_forms/ContactWidget');
    // Not inline: the widget's own button and modal, with what 'Comprar online' needs.
    expect(JSON.parse(chat.getAttribute('data-props')!)).toEqual({ productCode: 'ASE201-CLASICA', productType: plan.insuranceType.name, salesChannel: ['QpMixSale'] });
    expect(calls.filter((call) => call.path === '/chat/available')).toHaveLength(1);
  });

  it('hides the chat button when chat is not available', async () => {
    const calls = renderFaq(false);
    await screen.findByRole('button', { name: '¿Hay periodos de carencia?' });
    await waitFor(() => expect(calls.some((call) => call.path === '/chat/available')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Hablar con un ejecutivo' })).not.toBeInTheDocument();
  });

  it('never shows the chat button on a partner site', async () => {
    setPartner({ name: 'aliado', allowedUrls: [], allowedOrganizations: [], allowedRemotes: [], footerEnabledRoutes: [] } as unknown as PartnerConfig);
    const calls = renderFaq(true);
    await screen.findByRole('button', { name: '¿Hay periodos de carencia?' });
    expect(screen.queryByRole('button', { name: 'Hablar con un ejecutivo' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/chat/available')).toBe(false);
  });
});
