import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { addSliceTranslations, setPartner, type Advisor, type PartnerConfig } from '@qs/shared';
import es from '../../../i18n/es.json';
import { PHONE_QUERY } from '../hooks/useIsPhone';
import { CALENDAR_LOAD_MS, CALENDAR_READY_MS } from '../hooks/useCalendarFrame';
import { removeMatchMedia, stubMatchMedia } from '../../../test/match-media';
import { AdvisorCard, type AdvisorCardProps } from './AdvisorCard';

const LAURA: Advisor = {
  nombres: 'Laura',
  apellidos: 'Restrepo',
  telefono_1: '+57 310 555 1234',
  telefonos: ['+57 310 555 1234', '+57 310 555 0000', '+57 310 555 9999'],
  email_corporativo: 'laura.restrepo@quieroseguro.co',
  calendly: { active: false, url: '' },
};

beforeAll(() => addSliceTranslations('forms', es));
afterEach(() => {
  removeMatchMedia();
  setPartner(null);
});

/** Where 'Comprar online' went, and the state it carried. */
const PurchaseProbe = () => {
  const location = useLocation();
  return <pre aria-label="Compra">{JSON.stringify({ path: location.pathname, state: location.state })}</pre>;
};

const renderCard = (props: Partial<AdvisorCardProps> = {}) =>
  render(
    <MemoryRouter initialEntries={['/EPS/aseguradora/plan']}>
      <Routes>
        <Route path="/Compra-Online/:code" element={<PurchaseProbe />} />
        <Route path="*" element={<AdvisorCard advisor={LAURA} leadId={812} {...props} />} />
      </Routes>
    </MemoryRouter>,
  );

const card = () => within(screen.getByRole('article', { name: 'Laura Restrepo' }));

describe('AdvisorCard', () => {
  it('shows name, phone, e-mail, lead number and business hours', () => {
    renderCard();
    expect(card().getByText('+57 310 555 1234')).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'laura.restrepo@quieroseguro.co' })).toHaveAttribute(
      'href',
      'mailto:laura.restrepo@quieroseguro.co',
    );
    expect(card().getByText('Número de solicitud: 812')).toBeInTheDocument();
    expect(card().getByText('Lunes a viernes de 9:00 a 18:30')).toBeInTheDocument();
  });

  it("on a partner's site shows the partner's contact e-mail, never the main brand's, or no e-mail at all", () => {
    setPartner({ name: 'Banco Aliado', SEOMetadata: { email: 'seguros@bancoaliado.example' } } as PartnerConfig);
    const { unmount } = renderCard();
    expect(card().getByRole('link', { name: 'seguros@bancoaliado.example' })).toHaveAttribute(
      'href',
      'mailto:seguros@bancoaliado.example',
    );
    expect(card().queryByText(/quieroseguro/)).not.toBeInTheDocument();
    unmount();

    setPartner({ name: 'Cooperativa', SEOMetadata: {} } as PartnerConfig);
    renderCard();
    expect(card().queryByText(/quieroseguro/)).not.toBeInTheDocument();
    expect(card().queryByText('Correo')).not.toBeInTheDocument();
    expect(card().getByText('+57 310 555 1234')).toBeInTheDocument();
  });

  it('picks the WhatsApp number at random from the phone list', () => {
    const { unmount } = renderCard({ random: () => 0.5 });
    expect(card().getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/573105550000');
    unmount();
    renderCard({ random: () => 0.99 });
    expect(card().getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/573105559999');
  });

  it("offers 'Llamar ahora' only on a phone (touch screen under 780 px)", () => {
    const { unmount } = renderCard();
    expect(card().queryByRole('link', { name: 'Llamar ahora' })).not.toBeInTheDocument();
    unmount();
    stubMatchMedia([PHONE_QUERY]);
    renderCard();
    expect(card().getByRole('link', { name: 'Llamar ahora' })).toHaveAttribute('href', 'tel:+573105551234');
  });

  it("offers 'Comprar online' for a mixed sale, going to /Compra-Online/{code} with what the visitor typed", async () => {
    const user = userEvent.setup();
    const onLeave = jest.fn();
    const initialData = { name: 'Ana Gómez', phone: '300 123 4567', email: 'ana@correo.co' };
    renderCard({ productCode: 'ASE201-INTEGRAL', salesChannel: ['QpMixSale'], initialData, onLeave });
    await user.click(card().getByRole('button', { name: 'Comprar online' }));
    expect(JSON.parse(screen.getByLabelText('Compra').textContent!)).toEqual({
      path: '/Compra-Online/ASE201-INTEGRAL',
      state: { initialData },
    });
    expect(onLeave).toHaveBeenCalled();
  });

  it("has no 'Comprar online' without a product code or for other sale channels", () => {
    const { unmount } = renderCard({ salesChannel: ['QpMixSale'] });
    expect(card().queryByRole('button', { name: 'Comprar online' })).not.toBeInTheDocument();
    unmount();
    renderCard({ productCode: 'EPS101-ORO', salesChannel: ['ExecutiveEmployee'] });
    expect(card().queryByRole('button', { name: 'Comprar online' })).not.toBeInTheDocument();
  });

  it("shows the booking calendar headed 'Último paso' with a WhatsApp shortcut instead of the buttons", () => {
    const advisor = { ...LAURA, calendly: { active: true, url: 'https://calendly.com/laura-restrepo' } };
    renderCard({ advisor, productCode: 'ASE201-INTEGRAL', salesChannel: ['QpMixSale'], random: () => 0 });
    expect(card().getByRole('heading', { level: 4, name: 'Último paso' })).toBeInTheDocument();
    // Framed as Calendly's embed code does, so the booking page tells the site it runs.
    expect(card().getByTitle('Calendario de citas de Laura Restrepo')).toHaveAttribute(
      'src',
      'https://calendly.com/laura-restrepo?embed_domain=localhost&embed_type=Inline',
    );
    expect(card().getByRole('link', { name: '¿Prefieres escribirle? Háblale por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/573105551234',
    );
    expect(card().queryByRole('button', { name: 'Comprar online' })).not.toBeInTheDocument();
    expect(card().getByText('Lunes a viernes de 9:00 a 18:30')).toBeInTheDocument();
  });

  it('links, never frames, a calendar outside the allow-list; and only links it when the booking calendar is off', () => {
    const elsewhere = { ...LAURA, calendly: { active: true, url: 'https://agenda.example.co/laura' } };
    const { unmount } = renderCard({ advisor: elsewhere });
    expect(card().getByRole('heading', { name: 'Último paso' })).toBeInTheDocument();
    expect(card().queryByTitle(/Calendario de citas/)).not.toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Agenda una cita con tu asesor' })).toHaveAttribute(
      'href',
      'https://agenda.example.co/laura',
    );
    unmount();

    renderCard({
      advisor: { ...LAURA, calendly: { active: true, url: 'https://calendly.com/laura' } },
      bookingCalendar: false,
    });
    expect(card().queryByRole('heading', { name: 'Último paso' })).not.toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Agenda una cita con tu asesor' })).toHaveAttribute(
      'href',
      'https://calendly.com/laura',
    );
    expect(card().getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
  });

  describe('a booking calendar that cannot load', () => {
    const withCalendar = { ...LAURA, calendly: { active: true, url: 'https://calendly.com/laura-restrepo' } };
    const frame = () => card().getByTitle('Calendario de citas de Laura Restrepo') as HTMLIFrameElement;
    const failed = 'No pudimos cargar el calendario de citas. Agenda desde el enlace o escríbele a tu asesor.';
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("gives way to the calendar's link and the WhatsApp button when the frame loads no booking page", () => {
      renderCard({ advisor: withCalendar, random: () => 0 });
      fireEvent.load(frame()); // the browser's error page fires load too
      act(() => void jest.advanceTimersByTime(CALENDAR_READY_MS));
      expect(card().getByRole('status')).toHaveTextContent(failed);
      expect(card().queryByTitle(/Calendario de citas/)).not.toBeInTheDocument();
      expect(card().getByRole('link', { name: 'Agenda una cita con tu asesor' })).toHaveAttribute(
        'href',
        'https://calendly.com/laura-restrepo',
      );
      expect(card().getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/573105551234');
    });

    it('gives way too when the frame never loads', () => {
      renderCard({ advisor: withCalendar });
      act(() => void jest.advanceTimersByTime(CALENDAR_LOAD_MS));
      expect(card().getByRole('status')).toHaveTextContent(failed);
    });

    it('keeps the calendar once the booking page says it runs', () => {
      renderCard({ advisor: withCalendar });
      fireEvent.load(frame());
      act(
        () =>
          void window.dispatchEvent(
            new MessageEvent('message', {
              origin: 'https://calendly.com',
              source: frame().contentWindow,
              data: { event: 'calendly.page_height', payload: { height: '600px' } },
            }),
          ),
      );
      act(() => void jest.advanceTimersByTime(CALENDAR_LOAD_MS));
      expect(frame()).toBeInTheDocument();
      expect(card().queryByText(failed)).not.toBeInTheDocument();
    });

    it('ignores messages from elsewhere', () => {
      renderCard({ advisor: withCalendar });
      fireEvent.load(frame());
      act(
        () =>
          void window.dispatchEvent(
            new MessageEvent('message', {
              origin: 'https://calendly.example',
              source: frame().contentWindow,
              data: { event: 'calendly.page_height' },
            }),
          ),
      );
      act(
        () =>
          void window.dispatchEvent(
            new MessageEvent('message', {
              origin: 'https://calendly.com',
              source: window,
              data: { event: 'calendly.page_height' },
            }),
          ),
      );
      act(() => void jest.advanceTimersByTime(CALENDAR_READY_MS));
      expect(card().getByRole('status')).toHaveTextContent(failed);
    });
  });
});
