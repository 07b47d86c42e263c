import { render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ProfileFormProps } from '../remotes/exposed-modules';
import { registerSlices } from '../remotes/federation';
import { initI18n } from '../i18n/i18n';
import { setPartner } from '../partner/partner-store';
import type { PartnerConfig } from '../api/contract';
import { ProfileModal } from './ProfileModal';

// The federation runtime is the network boundary of the forms slice's load: it is the one thing stubbed.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const received: ProfileFormProps[] = [];
const ProfileForm = (props: ProfileFormProps) => {
  received.push(props);
  return (
    <button type="button" onClick={() => props.onSubmitted?.({} as never)}>
      {props.submitLabel ?? 'Comparar'}
    </button>
  );
};

beforeAll(() => initI18n());
beforeEach(() => {
  received.length = 0;
  jest.mocked(loadRemote).mockResolvedValue({ default: ProfileForm });
  global.fetch = jest.fn(async () => ({ ok: true }) as Response) as unknown as typeof fetch;
  registerSlices([{ name: 'forms', entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0' }]);
});
afterEach(() => setPartner(null));

describe('ProfileModal', () => {
  it("asks who will be insured, shows the forms slice's profile form for the product, and closes on its submission", async () => {
    const onClose = jest.fn();
    render(<ProfileModal open productType="colombia" submitLabel="Ver precio" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: '¿Quiénes serán asegurados?' });
    (await screen.findByRole('button', { name: 'Ver precio' })).click();
    expect(dialog).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('qs_forms/ProfileForm');
    expect(received[0]).toMatchObject({ productType: 'colombia', submitLabel: 'Ver precio' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks which pets on the pet comparator, on a partner site too', () => {
    setPartner({ name: 'aliado' } as PartnerConfig);
    render(<ProfileModal open productType="pets" onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: '¿Qué mascotas quieres asegurar?' })).toBeInTheDocument();
  });
});
