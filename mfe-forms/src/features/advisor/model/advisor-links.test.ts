import {
  activeCalendar,
  embeddableCalendar,
  pickWhatsappNumber,
  safeLink,
  whatsappNumbers,
  whatsappUrl,
} from './advisor-links';
import { internationalDigits } from './phone';

describe('advisor links', () => {
  it('adds 57 to national numbers for links', () => {
    expect(internationalDigits('310 555 1234')).toBe('573105551234');
    expect(whatsappUrl('+57 310 555 1234')).toBe('https://wa.me/573105551234');
  });

  it('renders only http(s) calendar links', () => {
    expect(safeLink('https://calendly.com/laura')).toBe('https://calendly.com/laura');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
  });

  it('picks the WhatsApp number at random from the list, with the injected random source', () => {
    const phones = ['+57 300 555 0101', '+57 300 555 0111', '+57 300 555 0121'];
    expect(pickWhatsappNumber(phones, () => 0)).toBe('+57 300 555 0101');
    expect(pickWhatsappNumber(phones, () => 0.5)).toBe('+57 300 555 0111');
    expect(pickWhatsappNumber(phones, () => 0.9999)).toBe('+57 300 555 0121');
    // Math.random never returns 1, but a bad source must not read past the list.
    expect(pickWhatsappNumber(phones, () => 1)).toBe('+57 300 555 0121');
    const picks = new Set(Array.from({ length: 60 }, () => pickWhatsappNumber(phones)));
    expect(picks.size).toBeGreaterThan(1);
  });

  it('uses telefono_1 when the advisor has no phone list', () => {
    expect(whatsappNumbers({ telefono_1: '+57 301 555 0102' })).toEqual(['+57 301 555 0102']);
    expect(whatsappNumbers({ telefono_1: '+57 301 555 0102', telefonos: [' '] })).toEqual(['+57 301 555 0102']);
    expect(whatsappNumbers({ telefono_1: '1', telefonos: ['2', '3'] })).toEqual(['2', '3']);
  });

  it('frames only https calendars of the allow-listed origins, and only active ones', () => {
    expect(embeddableCalendar('https://calendly.com/ana/asesoria')).toBe('https://calendly.com/ana/asesoria');
    expect(embeddableCalendar('http://calendly.com/ana')).toBeNull();
    expect(embeddableCalendar('https://calendly.com.evil.example/ana')).toBeNull();
    expect(embeddableCalendar('https://agenda.example.co/ana')).toBeNull();
    expect(activeCalendar({ calendly: { active: false, url: 'https://calendly.com/ana' } })).toBeNull();
    expect(activeCalendar({ calendly: { active: true, url: '' } })).toBeNull();
    expect(activeCalendar({ calendly: { active: true, url: 'https://calendly.com/ana' } })).toBe(
      'https://calendly.com/ana',
    );
  });
});
