import { render, screen, waitFor, within } from '@testing-library/react';
import { addSliceTranslations } from '@qs/shared';
import es from '../../../i18n/es.json';
import { testPayment } from '../../../test/test-plan';
import { PaymentMethods } from './PaymentMethods';

addSliceTranslations('detail', es);

const json = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
let answer: () => Promise<Response>;

beforeEach(() => {
  global.fetch = jest.fn((url: string) =>
    String(url).startsWith('/api/qppayment/insurance-payment/') ? answer() : Promise.resolve(json(404, {})),
  ) as unknown as typeof fetch;
});

// Each test uses its own plan id: the API client caches answers by URL.
describe('PaymentMethods', () => {
  it('reserves its row, hidden from assistive technology, while the answer is on its way', () => {
    answer = () => new Promise(() => undefined);
    const { container } = render(<PaymentMethods planId={9001} />);
    const reserved = container.querySelector('.qs-payment--reserved');
    expect(reserved).toHaveAttribute('aria-hidden', 'true');
    expect(reserved).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('fills the same row with the methods by name', async () => {
    answer = async () => json(200, { data: testPayment });
    const { container } = render(<PaymentMethods planId={9002} />);
    const list = await screen.findByRole('list', { name: 'Medios de pago' });
    expect(within(list).getAllByRole('img').length).toBe(testPayment.paymentMethods.length);
    expect(container.querySelector('.qs-payment--reserved')).not.toBeInTheDocument();
  });

  it('keeps the blank row for a plan without payment methods (204)', async () => {
    answer = async () => ({ ok: true, status: 204, json: async () => undefined }) as Response;
    const { container } = render(<PaymentMethods planId={9003} />);
    await waitFor(() => expect(container.querySelector('.qs-payment--reserved')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
