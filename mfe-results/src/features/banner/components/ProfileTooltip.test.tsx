import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, setPartner, type PartnerConfig } from '@qs/shared';
import es from '../../../i18n/es.json';
import { ProfileTooltip } from './ProfileTooltip';

addSliceTranslations('results', es);
afterEach(() => setPartner(null));

const renderTooltip = ({ entered = false, isPhone = false, profileForm = 'colombia' } = {}) => {
  const onOpenProfile = jest.fn();
  render(
    <>
      <ProfileTooltip profileForm={profileForm} entered={entered} isPhone={isPhone} onOpenProfile={onOpenProfile} />
      <button type="button">Después</button>
    </>,
  );
  return {
    onOpenProfile,
    trigger: screen.getByRole('button', { name: entered ? '¿Por qué este precio?' : '¿Cómo calculamos tu precio?' }),
  };
};

const panel = (name = '¿Cómo calculamos tu precio?') => screen.queryByRole('dialog', { name });

describe('ProfileTooltip', () => {
  it('opens on hover on desktop and closes when the pointer leaves', async () => {
    const { trigger } = renderTooltip();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(trigger);
    expect(panel()).toHaveTextContent('Cada seguro muestra su precio desde');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel()!.id);

    await userEvent.unhover(trigger);
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open while the pointer moves onto its panel', async () => {
    const { trigger } = renderTooltip();
    await userEvent.hover(trigger);
    await userEvent.hover(screen.getByRole('button', { name: 'Ingresar asegurados' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(panel()).toBeInTheDocument();
  });

  it('opens on focus; Tab reaches its link, Escape closes it and focus returns to the button', async () => {
    const user = userEvent.setup();
    const { trigger } = renderTooltip();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(panel()).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ingresar asegurados' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Después' })).toHaveFocus();
    expect(panel()).not.toBeInTheDocument();
  });

  it('its link opens the profile modal', async () => {
    const { trigger, onOpenProfile } = renderTooltip({ entered: true });
    await userEvent.click(trigger);
    const open = panel('¿Por qué este precio?')!;
    expect(open).toHaveTextContent('Los precios son para las personas de tu perfil');
    await userEvent.click(screen.getByRole('button', { name: 'Editar asegurados' }));
    expect(onOpenProfile).toHaveBeenCalledTimes(1);
    expect(open).not.toBeInTheDocument();
  });

  it('on a phone opens and closes with a tap, not with hover; a tap elsewhere closes it', async () => {
    const { trigger } = renderTooltip({ isPhone: true });
    await userEvent.hover(trigger);
    expect(panel()).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(panel()).toBeInTheDocument();
    await userEvent.click(trigger);
    expect(panel()).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await userEvent.click(document.body);
    expect(panel()).not.toBeInTheDocument();
  });

  it('says beneficiarios and planes on a partner site', async () => {
    setPartner({ name: 'aliado' } as PartnerConfig);
    const { trigger } = renderTooltip();
    await userEvent.click(trigger);
    expect(panel()).toHaveTextContent('Cada plan muestra su precio desde');
    expect(screen.getByRole('button', { name: 'Ingresar beneficiarios' })).toBeInTheDocument();
  });

  it('speaks of pets on the pet comparator, before and after they were entered', async () => {
    const before = renderTooltip({ profileForm: 'pets' });
    await userEvent.click(before.trigger);
    expect(panel()).toHaveTextContent(
      'Cada seguro muestra su precio desde, el de una sola mascota. Ingresa la especie y la edad de cada mascota y te mostramos lo que pagarías en total.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar mascotas' }));
    expect(before.onOpenProfile).toHaveBeenCalled();
  });

  it('speaks of the pets entered once the pets profile priced the list', async () => {
    const { trigger } = renderTooltip({ profileForm: 'pets', entered: true });
    await userEvent.click(trigger);
    expect(panel('¿Por qué este precio?')).toHaveTextContent('Los precios son para las mascotas de tu perfil');
    expect(screen.getByRole('button', { name: 'Editar mascotas' })).toBeInTheDocument();
  });
});
