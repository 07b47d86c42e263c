import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, forgetChatAvailability, getEventBus, setPartner, type PartnerConfig } from '@qs/shared';
import es from '../../../i18n/es.json';
import { stubApi, testPlan } from '../../../test/test-fixtures';
import { PlanFaq } from './PlanFaq';

addSliceTranslations('detail', es);

const faq = [
  { question: '¿Hay periodos de carencia?', answer: 'Las urgencias se cubren desde el primer día.' },
  { question: '¿Qué pasa con mis preexistencias?', answer: 'Debes declararlas en la solicitud.' },
];

const renderFaq = (chatActive: boolean, plan = testPlan()) => {
  const calls = stubApi({
    [`/insurance/${plan.id}/faq`]: faq,
    '/chat/available': { active: chatActive, hours: 'Lunes a viernes' },
  });
  render(<PlanFaq plan={plan} />);
  return calls;
};

/** jsdom has no matchMedia: a screen as wide as `desktop` says (the chat is desktop-only). */
const screenIs = (desktop: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: desktop && query === '(min-width: 1024px)',
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
};

beforeEach(() => {
  forgetChatAvailability();
  screenIs(true);
});
afterEach(() => {
  setPartner(null);
  delete (window as { matchMedia?: unknown }).matchMedia;
});

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

  it("shows the chat button when chat is available; it asks for the live chat with 'chat/open'", async () => {
    const calls = renderFaq(true);
    const opened: unknown[] = [];
    const subscription = getEventBus()
      .on('chat/open')
      .subscribe((payload) => opened.push(payload));
    await userEvent.click(await screen.findByRole('button', { name: 'Hablar con un ejecutivo' }));
    subscription.unsubscribe();
    expect(opened).toEqual([{ source: 'plan-faq' }]);
    expect(calls.filter((call) => call.path === '/chat/available')).toHaveLength(1);
  });

  it('has no chat button on a phone, where there is no live chat to open', async () => {
    screenIs(false);
    renderFaq(true);
    expect(await screen.findByText('¿Hay periodos de carencia?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hablar con un ejecutivo' })).not.toBeInTheDocument();
  });

  it('hides the chat button when chat is not available', async () => {
    const calls = renderFaq(false);
    await screen.findByRole('button', { name: '¿Hay periodos de carencia?' });
    await waitFor(() => expect(calls.some((call) => call.path === '/chat/available')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Hablar con un ejecutivo' })).not.toBeInTheDocument();
  });

  it('never shows the chat button on a partner site', async () => {
    setPartner({
      name: 'aliado',
      allowedUrls: [],
      allowedOrganizations: [],
      allowedRemotes: [],
      footerEnabledRoutes: [],
    } as unknown as PartnerConfig);
    const calls = renderFaq(true);
    await screen.findByRole('button', { name: '¿Hay periodos de carencia?' });
    expect(screen.queryByRole('button', { name: 'Hablar con un ejecutivo' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/chat/available')).toBe(false);
  });
});
