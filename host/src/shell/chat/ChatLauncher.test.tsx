import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  CHAT_DESKTOP_QUERY,
  CHAT_SESSION_KEY,
  forgetChatAvailability,
  getEventBus,
  registerSlices,
  type ChatWidgetProps,
  type PartnerConfig,
} from '@qs/shared';
import { fakeApi, flushRequests, jsonResponse, renderShell } from '../test/render-shell';
import { ChatLauncher } from './ChatLauncher';

// The federation runtime is the network boundary of a remote load: the forms slice's widget is a stand-in showing its props.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const FormsChatWidget = ({ openRequest, availability }: ChatWidgetProps) => (
  <p>
    Chat abierto {openRequest} veces, agentes {String(availability?.agentsOnline)}
  </p>
);

const screenWidth = (desktop: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: desktop && query === CHAT_DESKTOP_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

const PARTNER = { name: 'aliado', subdomainLayout: { chatEnabled: true } } as unknown as PartnerConfig;

beforeAll(() => {
  registerSlices([{ name: 'forms', entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0' }]);
  jest.mocked(loadRemote).mockResolvedValue({ default: FormsChatWidget });
});
beforeEach(() => {
  forgetChatAvailability();
  jest.mocked(loadRemote).mockClear();
  screenWidth(true);
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const CONFIG = { data: { data: { baseConfig: {}, valuesConfig: { header: '¡Chatea con nosotros!' } } } };
const available = (active: boolean, agentsOnline = true) =>
  fakeApi({
    '/chat/available': () => jsonResponse(200, { data: { active, hours: 'Lunes a viernes', agentsOnline } }),
    '/chat/getWebchatConfig/colombia-es': () => jsonResponse(200, CONFIG),
  });

describe('ChatLauncher', () => {
  it('draws the collapsed launcher after the first paint and loads the widget only when the visitor opens it', async () => {
    available(true, false);
    renderShell(<ChatLauncher />, { slices: ['forms'] });
    const launcher = await screen.findByRole('button', { name: '¡Chatea con nosotros!' });
    // The forms slice's widget (some 70 KiB) is not part of a page where nobody chats.
    expect(loadRemote).not.toHaveBeenCalled();
    await userEvent.click(launcher);
    expect(await screen.findByText('Chat abierto 1 veces, agentes false')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('qs_forms/ChatWidget');
  });

  it("opens the widget on 'chat/open'", async () => {
    available(true);
    renderShell(<ChatLauncher />, { slices: ['forms'] });
    await screen.findByRole('button', { name: '¡Chatea con nosotros!' });
    act(() => getEventBus().emit('chat/open', { source: 'plan-faq' }));
    expect(await screen.findByText(/Chat abierto 1 veces/)).toBeInTheDocument();
  });

  it('loads the widget at once, collapsed, when a conversation is going on (its messages must show)', async () => {
    localStorage.setItem(CHAT_SESSION_KEY, JSON.stringify({ conversationId: 'c1', token: 't' }));
    available(true);
    renderShell(<ChatLauncher />, { slices: ['forms'] });
    expect(await screen.findByText('Chat abierto 0 veces, agentes true')).toBeInTheDocument();
    localStorage.clear();
  });

  it.each([
    ['on a partner site', { partner: PARTNER }, true, true],
    ['on a small screen', {}, false, true],
    ['in Peru', { countryCode: 'PE' }, true, true],
    ['outside hours (the chat switched off)', {}, true, false],
  ])(
    'shows nothing %s',
    async (
      _case,
      { partner = null, countryCode }: { partner?: PartnerConfig | null; countryCode?: string },
      desktop,
      active,
    ) => {
      screenWidth(desktop);
      const fetchMock = available(active);
      const { container } = renderShell(<ChatLauncher countryCode={countryCode} />, { slices: ['forms'], partner });
      await flushRequests();
      await waitFor(() => expect(container).toBeEmptyDOMElement());
      await flushRequests();
      expect(loadRemote).not.toHaveBeenCalled();
      expect(container).toBeEmptyDOMElement();
      if (partner || countryCode || !desktop) expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
