import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { ContactPage } from './ContactPage';

const entries = [
  { type: 'contacto', name: 'Teléfono', info: '+57 601 555 0100', link: 'tel:+576015550100', icon: 'phone' },
  {
    type: 'contacto',
    name: 'WhatsApp',
    info: '+57 300 555 0100',
    link: 'https://wa.me/573005550100',
    icon: 'whatsapp',
  },
  {
    type: 'contacto',
    name: 'Correo',
    info: 'ayuda@quieroseguro.co',
    link: 'mailto:ayuda@quieroseguro.co',
    icon: 'mail',
  },
  {
    type: 'red_social',
    name: 'Facebook',
    info: 'QuieroSeguroCo',
    link: 'https://www.facebook.com/QuieroSeguroCo',
    icon: 'facebook',
  },
  { type: 'red_social', name: 'Truco', info: 'x', link: 'javascript:alert(1)', icon: 'x' },
];

describe('ContactPage', () => {
  it('lists the contact channels and the social networks of the contact-information service', async () => {
    stubApi({ '/api/contactInformations': json(200, { data: entries }) });
    renderPage(<ContactPage />, { path: '/contacto' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
    expect(screen.getByText('Horario de atención: Lunes a viernes de 9:00 a 18:30')).toBeInTheDocument();

    const channels = await screen.findByRole('region', { name: 'Canales de atención' });
    expect(within(channels).getByRole('link', { name: '+57 601 555 0100' })).toHaveAttribute(
      'href',
      'tel:+576015550100',
    );
    expect(within(channels).getByRole('link', { name: 'ayuda@quieroseguro.co' })).toHaveAttribute(
      'href',
      'mailto:ayuda@quieroseguro.co',
    );
    const whatsapp = within(channels).getByRole('link', { name: '+57 300 555 0100' });
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(whatsapp).toHaveAccessibleDescription('(se abre en una pestaña nueva)');

    const social = screen.getByRole('region', { name: 'Redes sociales' });
    expect(within(social).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/QuieroSeguroCo',
    );
    expect(within(social).queryByRole('link', { name: 'Truco' })).not.toBeInTheDocument();
    expect(within(social).getByText('Truco')).toBeInTheDocument();
  });

  it('shows the error panel when the service fails and loads again on Reintentar', async () => {
    let calls = 0;
    stubApi({ '/api/contactInformations': () => (++calls === 1 ? json(503) : json(200, { data: entries })) });
    renderPage(<ContactPage />, { path: '/contacto' });
    const widget = screen.getByRole('complementary', { name: 'Formulario de contacto' });
    const outsideWidget = (elements: HTMLElement[]) => elements.filter((element) => !widget.contains(element));
    expect(outsideWidget(screen.getAllByRole('status'))[0]).toHaveStyle({ minHeight: '320px' });

    await waitFor(() => expect(outsideWidget(screen.queryAllByRole('alert'))).toHaveLength(1));
    const panel = outsideWidget(screen.getAllByRole('alert'))[0]!;
    expect(within(panel).getByRole('heading', { name: 'Error al cargar resultados' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Canales de atención' })).toBeInTheDocument();
  });

  it('places the forms contact widget beside the channels through RemoteSlot', async () => {
    stubApi({ '/api/contactInformations': json(200, { data: entries }) });
    renderPage(<ContactPage />, { path: '/contacto' });
    const aside = screen.getByRole('complementary', { name: 'Formulario de contacto' });
    // The forms slice is not registered in a unit test: only its slot fails, the channels stay.
    expect(await within(aside).findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(aside.querySelector('[data-remote-slot="forms"]')).not.toBeNull();
    expect(await screen.findByRole('region', { name: 'Canales de atención' })).toBeInTheDocument();
  });
});
