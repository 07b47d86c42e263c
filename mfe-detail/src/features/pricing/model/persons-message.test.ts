import i18next from 'i18next';
import { addSliceTranslations, initI18n, setPartner, type PartnerConfig } from '@qs/shared';
import es from '../../../i18n/es.json';
import { ageLabel, personsMessage } from './persons-message';
import type { PricedPerson } from './priced-people';

let t: ReturnType<typeof i18next.getFixedT<'detail'>>;
beforeAll(() => {
  initI18n();
  addSliceTranslations('detail', es);
  t = i18next.getFixedT(null, 'detail');
});

const person = (role: string, age: number | null, insurable: boolean): PricedPerson => ({
  role,
  age,
  insurable,
  price: insurable ? 100_000 : null,
});

describe('personsMessage', () => {
  it('counts the insurable people with a plural and lists them with their ages', () => {
    const message = personsMessage([person('titular', 45, true), person('conyuge', 43, true)], t);
    expect(message.insurable).toBe('Este plan puede asegurar a 2 personas: titular (45 años) y cónyuge (43 años)');
    expect(message.uninsurable).toBeNull();
  });

  it('has no plural for one person and lists the uninsurable apart', () => {
    const message = personsMessage(
      [person('titular', 45, true), person('hijo', 1, false), person('padre', 80, false)],
      t,
    );
    expect(message.insurable).toBe('Este plan puede asegurar a 1 persona: titular (45 años)');
    expect(message.uninsurable).toBe('No puede asegurar a: hijo (1 año) y padre (80 años)');
  });

  it("says 'ninguna persona' when nobody has a price", () => {
    const message = personsMessage([person('titular', 70, false)], t);
    expect(message.insurable).toBe('Este plan no puede asegurar a ninguna persona de tu perfil');
    expect(message.uninsurable).toBe('No puede asegurar a: titular (70 años)');
  });

  it('counts pets, never persons, for a pets profile', () => {
    const message = personsMessage([person('gato', 3, true), person('perro', 14, false)], t, 'pets');
    expect(message.insurable).toBe('Este plan puede asegurar a 1 mascota: gato (3 años)');
    expect(message.uninsurable).toBe('No puede asegurar a: perro (14 años)');
    expect(personsMessage([person('gato', 3, true), person('perro', 2, true)], t, 'pets').insurable).toBe(
      'Este plan puede asegurar a 2 mascotas: gato (3 años) y perro (2 años)',
    );
    expect(personsMessage([person('perro', 14, false)], t, 'pets').insurable).toBe(
      'Este plan no puede asegurar a ninguna de tus mascotas',
    );
  });

  it('joins three or more with commas and "y"', () => {
    const message = personsMessage(
      [person('titular', 40, true), person('conyuge', 38, true), person('hijo', 0, true)],
      t,
    );
    expect(message.insurable).toBe(
      'Este plan puede asegurar a 3 personas: titular (40 años), cónyuge (38 años) y hijo (0 año)',
    );
  });
});

describe('ageLabel', () => {
  it('is singular for 1 or less and plural above', () => {
    expect(ageLabel(0, t)).toBe('0 año');
    expect(ageLabel(1, t)).toBe('1 año');
    expect(ageLabel(2, t)).toBe('2 años');
  });

  it("says 'carga médica' for a dependant on a partner site (docs/product/detail.md#persons-message), 'beneficiario' on the main site", () => {
    const people = [person('titular', 40, true), person('carga', 8, true)];
    expect(personsMessage(people, t).insurable).toBe(
      'Este plan puede asegurar a 2 personas: titular (40 años) y beneficiario (8 años)',
    );
    setPartner({ name: 'aliado' } as PartnerConfig);
    try {
      expect(personsMessage(people, t).insurable).toBe(
        'Este plan puede asegurar a 2 personas: titular (40 años) y carga médica (8 años)',
      );
      expect(personsMessage([person('hijo', 8, true)], t).insurable).toBe(
        'Este plan puede asegurar a 1 persona: hijo (8 años)',
      );
    } finally {
      setPartner(null);
    }
  });
});
