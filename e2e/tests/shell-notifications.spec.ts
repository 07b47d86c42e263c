import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { header, SHELL } from '../support/shell';
import { PHONE } from '../support/viewports';
import { FAULT_SITE, startFaultHost } from '../support/fault-host';

interface SiteNotification {
  id: number;
  title: string;
  message: string;
}

const current = async (request: APIRequestContext): Promise<SiteNotification> =>
  ((await (await request.get('/api/notifications/current')).json()) as { data: SiteNotification }).data;

const bell = (page: Page) => header(page).getByRole('button', { name: SHELL.bell });

test.describe('notification bell', () => {
  test(
    "shows '+1' for an unread notification; opening shows it, and after a reload the badge is gone",
    PHONE,
    async ({ page, request }) => {
      const notification = await current(request);
      await page.goto('/');
      await expect(bell(page)).toHaveText('+1');
      await expect(bell(page)).toHaveAccessibleDescription('Tienes una notificación nueva');

      await bell(page).click();
      const panel = page.getByRole('dialog', { name: notification.title });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: notification.title })).toBeVisible();
      await expect(panel).toContainText(notification.message);
      await expect(bell(page)).toHaveText('');
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('qs_last_notification'))) ?? 'null')).toEqual({
        id: String(notification.id),
        title: notification.title,
        message: notification.message,
      });

      await page.reload();
      await expect(bell(page)).toBeVisible();
      await expect(bell(page)).toHaveText('');
      await expect(bell(page)).not.toHaveAccessibleDescription(/notificación nueva/);
    },
  );

  test('a new notification brings the badge back', PHONE, async ({ page, request }) => {
    // The new notification reaches the server's render and the browser alike (the fault host's API proxy answers it).
    const host = await startFaultHost();
    try {
      const notification = await current(request);
      await page.goto(`${FAULT_SITE}/`);
      await page.evaluate(
        (id) => localStorage.setItem('qs_last_notification', JSON.stringify(String(id))),
        notification.id,
      );
      await page.reload();
      await expect(bell(page)).toHaveText('');
      host.set({
        kind: 'up',
        answers: {
          '/api/notifications/current': {
            json: {
              data: {
                id: notification.id + 1,
                title: 'Nueva función',
                message: 'Ahora puedes comparar planes dentales.',
              },
            },
          },
        },
      });
      await page.reload();
      await expect(bell(page)).toHaveText('+1');
    } finally {
      await host.stop();
    }
  });

  test(
    'is keyboard operable: Enter opens it, Escape closes it and focus returns to the bell',
    PHONE,
    async ({ page, request }) => {
      const notification = await current(request);
      await page.goto('/');
      await bell(page).focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: notification.title });
      await expect(panel).toBeVisible();
      await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(bell(page)).toHaveText('');

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(bell(page)).toBeFocused();

      await page.keyboard.press(' ');
      await expect(panel).toBeVisible();
    },
  );
});
