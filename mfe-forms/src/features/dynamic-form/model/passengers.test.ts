import { countPassengers } from './passengers';

describe('countPassengers (docs/product/forms.md#field-types: age bands)', () => {
  it('puts 0–21 in children, 22–71 in adults, 72–99 in majors', () => {
    expect(countPassengers(['0', '21', '22', 71, '72', '99'], () => undefined)).toEqual({
      childs: 2,
      adults: 2,
      majors: 2,
      ages: [0, 21, 22, 71, 72, 99],
    });
  });

  it('logs and ignores ages below 0, above 99 or not whole; blanks are no passenger yet', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(countPassengers(['-1', '100', '3.5', '', null, '40'])).toEqual({
      childs: 0,
      adults: 1,
      majors: 0,
      ages: [40],
    });
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Edad de pasajero fuera de rango ignorada: -1',
      'Edad de pasajero fuera de rango ignorada: 100',
      'Edad de pasajero fuera de rango ignorada: 3.5',
    ]);
    warn.mockRestore();
  });
});
