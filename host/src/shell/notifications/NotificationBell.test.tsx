import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { colombia, getEventBus } from '@qs/shared';
import { fakeApi, jsonResponse, renderShell } from '../test/render-shell';
import { NotificationBell } from './NotificationBell';

const NOTIFICATION = { id: 'msg-7', title: 'Nuevos planes EPS', message: 'Ya puedes comparar los planes de 2025.' };
const KEY = colombia.storageKeys.lastNotification;

const renderBell = async () => {
  fakeApi({ '/notifications/current': jsonResponse(200, { data: NOTIFICATION }) });
  renderShell(<NotificationBell />);
  return screen.findByRole('button', { name: /^Notificaciones/ });
};

const readEvents = () => {
  const ids: string[] = [];
  const subscription = getEventBus()
    .on('notification/read')
    .subscribe(({ messageId }) => ids.push(messageId));
  return { ids, stop: () => subscription.unsubscribe() };
};

afterEach(() => jest.restoreAllMocks());

describe('notification bell', () => {
  it("shows '+1' until opened; opening shows the notification, stores it as read and tells the bus", async () => {
    const events = readEvents();
    const bell = await renderBell();
    expect(screen.getByText('+1')).toBeInTheDocument();
    // The visible '+1' is in the accessible name (label in name), and said in words as the description.
    expect(bell).toHaveAccessibleName('Notificaciones +1');
    expect(bell).toHaveAccessibleDescription('Tienes una notificación nueva');

    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Nuevos planes EPS' });
    expect(panel).toHaveTextContent('Ya puedes comparar los planes de 2025.');
    expect(screen.queryByText('+1')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(NOTIFICATION);
    expect(events.ids).toEqual(['msg-7']);
    events.stop();
  });

  it('shows no badge when the current notification was already read', async () => {
    localStorage.setItem(KEY, JSON.stringify('msg-7'));
    const bell = await renderBell();
    expect(screen.queryByText('+1')).not.toBeInTheDocument();
    expect(bell).toHaveAccessibleName('Notificaciones');
  });

  it('shows the badge again for a newer notification', async () => {
    localStorage.setItem(KEY, JSON.stringify('msg-6'));
    await renderBell();
    expect(screen.getByText('+1')).toBeInTheDocument();
  });

  it("shows the badge again when the read notification's message was changed", async () => {
    localStorage.setItem(KEY, JSON.stringify({ ...NOTIFICATION, message: 'Texto anterior.' }));
    await renderBell();
    expect(screen.getByText('+1')).toBeInTheDocument();
  });

  it('shows no badge when the same message was read', async () => {
    localStorage.setItem(KEY, JSON.stringify(NOTIFICATION));
    await renderBell();
    expect(screen.queryByText('+1')).not.toBeInTheDocument();
  });

  it('opens with Enter or Space, closes with Escape and gives focus back to the bell', async () => {
    const bell = await renderBell();
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Nuevos planes EPS' });
    await waitFor(() => expect(panel).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();

    await userEvent.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Nuevos planes EPS' })).toBeInTheDocument();
  });

  it('only logs when the browser refuses to store the read notification', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const events = readEvents();
    const bell = await renderBell();

    await userEvent.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Nuevos planes EPS' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('msg-7'));
    expect(screen.queryByText('+1')).not.toBeInTheDocument();
    expect(events.ids).toEqual(['msg-7']);
    events.stop();
  });

  it('shows nothing when there is no current notification', async () => {
    fakeApi({ '/notifications/current': jsonResponse(200, { data: null }) });
    renderShell(<NotificationBell />);
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Notificaciones' })).not.toBeInTheDocument();
  });
});
