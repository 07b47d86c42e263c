import { checkProfile } from './profile-check';

describe('checkProfile (docs/product/forms.md#profile-storage: a stored or shared profile never breaks a page)', () => {
  it('keeps a sound profile as it is', () => {
    const profile = {
      ingresodatos: true,
      cotizante: [{ edad: 34, sexo: 'Femenino', eps_actual: 'EPS101', maternidad: false }],
      cargas: [{ edad: 6, sexo: 'Masculino', parentesco: 'Hijo' }],
      nombre: 'Ana',
    };
    expect(checkProfile(profile)).toEqual({ profile, dropped: [] });
  });

  it('the hostile shared profile: a holder list that is not a list, no cargas', () => {
    expect(checkProfile({ ingresodatos: true, cotizante: 'todos' })).toEqual({
      profile: { ingresodatos: true, cotizante: [{ edad: 25, sexo: 'Masculino' }], cargas: [] },
      dropped: ['cotizante'],
    });
  });

  it('drops people that break the rules and any past eight, keeps the others', () => {
    const member = { edad: 40, sexo: 'Masculino' };
    const { profile, dropped } = checkProfile({
      ingresodatos: true,
      cotizante: [member, { edad: -3, sexo: 'Masculino' }, { edad: 30, sexo: 'X' }, 'nadie'],
      cargas: [...Array.from({ length: 9 }, () => ({ edad: 5, sexo: 'Femenino' })), null],
      mascota: [
        { especie: 'Dragón', edad: 2 },
        { especie: 'Gato', edad: 4 },
      ],
      colectivo: { cantidadempleados: 'muchos' },
      enPareja: 'sí',
    });
    expect(profile?.cotizante).toEqual([member]);
    expect(profile?.cargas).toHaveLength(8);
    expect(profile?.mascota).toEqual([{ especie: 'Gato', edad: 4 }]);
    expect(profile).not.toHaveProperty('colectivo');
    expect(profile).not.toHaveProperty('enPareja');
    expect(dropped).toEqual([
      'cotizante[1]',
      'cotizante[2]',
      'cotizante[3]',
      'cargas[8]',
      'cargas[9]',
      'mascota[0]',
      'enPareja',
      'colectivo',
    ]);
  });

  it('nothing stored is no profile; something that is not an object is dropped whole', () => {
    expect(checkProfile(null)).toEqual({ profile: null, dropped: [] });
    expect(checkProfile(undefined)).toEqual({ profile: null, dropped: [] });
    expect(checkProfile('perfil')).toEqual({ profile: null, dropped: ['perfil'] });
    expect(checkProfile([1])).toEqual({ profile: null, dropped: ['perfil'] });
  });
});
