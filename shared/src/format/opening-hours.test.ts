import { colombia } from '../country/colombia';
import { formatOpeningHours, formatTimeOfDay } from './opening-hours';

describe('opening hours', () => {
  it('writes times on the 24-hour clock, the hour without a leading zero', () => {
    expect(formatTimeOfDay('09:00')).toBe('9:00');
    expect(formatTimeOfDay('18:30')).toBe('18:30');
    expect(formatTimeOfDay('00:05')).toBe('0:05');
    expect(formatTimeOfDay('7:15')).toBe('7:15');
  });

  it('keeps a time it cannot read as it is', () => {
    expect(formatTimeOfDay('mediodía')).toBe('mediodía');
    expect(formatTimeOfDay('25:00')).toBe('25:00');
  });

  it("writes the days and both times in one format: never 'AM'/'PM'", () => {
    expect(formatOpeningHours({ days: 'Sábados', opens: '08:00', closes: '12:30' })).toBe('Sábados de 8:00 a 12:30');
    expect(formatOpeningHours(colombia.supportSchedule)).toBe('Lunes a viernes de 9:00 a 18:30');
    expect(colombia.supportHours).toBe('Lunes a viernes de 9:00 a 18:30');
  });
});
