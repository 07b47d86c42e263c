import { employeesFor, personsFor } from './persons';
import { priceProfile, type PlanPricing, type PriceRow } from './price-profile';

const table: PriceRow[] = [
  { segment: 'Masculino', ageMin: 0, ageMax: 17, price: 50000 },
  { segment: 'Femenino', ageMin: 0, ageMax: 17, price: 48000 },
  { segment: 'Masculino', ageMin: 18, ageMax: 59, price: 100000 },
  { segment: 'Femenino', ageMin: 18, ageMax: 59, price: 112000 },
];
const people: PlanPricing = { kind: 'people', priceUnit: '/mes', minSubscribers: null, maternityCovered: true };

describe('priceProfile', () => {
  it('adds up every insured person by age band and sex', () => {
    const persons = personsFor('people', {
      cotizante: [{ edad: 30, sexo: 'Femenino' }],
      cargas: [{ edad: 4, sexo: 'Masculino' }],
    });
    const { minPrice, profilePrice } = priceProfile(table, people, persons, 1);
    expect(minPrice).toBe(162000);
    expect(profilePrice.total).toEqual({ profilesWithPrice: 2, profilesEvaluated: 2, arePricesDefined: true });
    expect(profilePrice.profiles.map((p) => [p.index, p.role, p.method, p.price])).toEqual([
      [0, 'cotizante', 'ageBand', 112000],
      [1, 'carga', 'ageBand', 50000],
    ]);
  });

  it('marks people outside the table as PriceNotFound and leaves them out of the sum', () => {
    const persons = personsFor('people', {
      cotizante: [
        { edad: 70, sexo: 'Masculino' },
        { edad: 40, sexo: 'Masculino' },
      ],
    });
    const { minPrice, profilePrice } = priceProfile(table, people, persons, 1);
    expect(minPrice).toBe(100000);
    expect(profilePrice.total.arePricesDefined).toBe(false);
    expect(profilePrice.profiles[0]).toMatchObject({ method: 'PriceNotFound', price: null });
  });

  it('counts a member without age as 25 and without sex as Masculino (docs/product/api.md#prices)', () => {
    const [person] = personsFor('people', { cotizante: [{ edad: null, sexo: '' }] });
    expect(person).toMatchObject({ age: 25, segment: 'Masculino' });
    expect(personsFor('people', null)).toEqual([
      { index: 0, role: 'cotizante', segment: 'Masculino', age: 25, maternidad: false },
    ]);
  });

  it('charges the maternity surcharge only where the plan covers maternity', () => {
    const persons = personsFor('people', { cotizante: [{ edad: 30, sexo: 'Femenino', maternidad: true }] });
    expect(priceProfile(table, people, persons, 1).minPrice).toBe(123200);
    expect(priceProfile(table, { ...people, maternityCovered: false }, persons, 1).minPrice).toBe(112000);
  });

  it('prices every company plan per employee, quoted per employee or as a Total, and keeps the employee count', () => {
    const persons = personsFor('employees', {
      cotizante: [{ edad: 30 }, { edad: 40, sexo: 'Femenino' }],
      cargas: [{ edad: 3 }],
    });
    expect(persons).toHaveLength(2);
    const perEmployee = priceProfile(table, { ...people, kind: 'employees', priceUnit: 'p/empl.' }, persons, 25);
    expect(perEmployee.minPrice).toBe(106000);
    const total = priceProfile(
      table,
      { ...people, kind: 'employees', priceUnit: 'Total' },
      persons,
      employeesFor({ colectivo: { cantidadempleados: '1.200' } }, 10),
    );
    // One basis for every company plan: the company's total is the price per employee times its size (displayPrice).
    expect(total.minPrice).toBe(106000);
    expect(total.profilePrice.total.employees).toBe(1200);
  });

  it('prices pets by species and falls back to a default pet', () => {
    expect(personsFor('pets', { mascota: [{ especie: 'Gato', edad: 2 }] })[0]).toMatchObject({
      segment: 'Gato',
      age: 2,
      role: 'mascota',
    });
    expect(personsFor('pets', { cotizante: [{ edad: 30 }] })).toEqual([
      { index: 0, role: 'mascota', segment: 'Perro', age: 3, maternidad: false },
    ]);
  });
});
