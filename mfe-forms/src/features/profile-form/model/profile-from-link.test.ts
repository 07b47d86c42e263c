import type { Profile } from '@qs/shared';
import { profileFromLink } from './profile-from-link';

const link = (query: string) => new URLSearchParams(query);

describe('profile from a /v1 link', () => {
  it('keeps the stored profile when the link says nothing about it', () => {
    const stored: Profile = { ingresodatos: true, cotizante: [{ edad: 40, sexo: 'Femenino' }], cargas: [] };
    expect(profileFromLink(link('comparador=EPS'), stored)).toBe(stored);
    expect(profileFromLink(link(''), null)).toBeNull();
  });

  it('builds the holder, dependants and employees from the link', () => {
    expect(profileFromLink(link('edad=34&sexo=F&eps=sura&cargas=5,8&empleados=1.200'), null)).toEqual({
      ingresodatos: false,
      cotizante: [{ edad: 34, sexo: 'Femenino', eps_actual: 'sura' }],
      cargas: [{ edad: 5 }, { edad: 8 }],
      colectivo: { cantidadempleados: 1200 },
    });
  });

  it('assumes no sex and no age the link does not give: the visitor chooses them in the form', () => {
    expect(profileFromLink(link('cargas=5'), null)).toEqual({
      ingresodatos: false,
      cotizante: [{ edad: null }],
      cargas: [{ edad: 5 }],
    });
  });

  it('lays the link over the stored profile and ignores what it cannot read', () => {
    const stored: Profile = {
      ingresodatos: true,
      cotizante: [{ edad: 40, sexo: 'Femenino', eps_actual: 'sanitas' }],
      cargas: [{ edad: 3, sexo: 'Femenino' }],
    };
    expect(profileFromLink(link('edad=abc&sexo=otro&eps=sura&cargas=x,200'), stored)).toEqual({
      ingresodatos: true,
      cotizante: [{ edad: 40, sexo: 'Femenino', eps_actual: 'sura' }],
      cargas: [],
    });
  });
});
