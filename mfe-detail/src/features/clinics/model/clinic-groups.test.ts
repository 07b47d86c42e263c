import type { CountryState, CoverageOrganization, NetworkClinic } from '@qs/shared';
import { filterGroups, groupClinics, statesOf } from './clinic-groups';

const bogota = { stateCode: '11', stateName: 'Bogotá D.C.' };
const antioquia = { stateCode: '05', stateName: 'Antioquia' };
const valle = { stateCode: '76', stateName: 'Valle del Cauca' };

const clinic = (id: number, displayName: string, ...countryStates: CountryState[]): NetworkClinic => ({
  id,
  displayName,
  title: displayName,
  url: `/Clinicas-y-Hospitales/clinica-${id}`,
  image: `/api/images/organizations/clinica-${id}.svg`,
  kind: 'clinica',
  address: `Calle ${id}`,
  phone: `+57 601 555 0${id}`,
  city: 'Bogotá',
  countryStates,
});

const organization = (
  id: number,
  name: string,
  percentage: number,
  deductible: number,
  clinics: NetworkClinic[],
): CoverageOrganization => ({
  id,
  code: `C${id}`,
  displayName: name,
  coverage: { name, percentage: { minAmount: percentage }, deductible: { minAmount: deductible } },
  network: { name: `Red de ${name.toLowerCase()}`, clinics },
  countryStates: [
    ...new Map(clinics.flatMap((c) => c.countryStates).map((state) => [state.stateCode, state])).values(),
  ],
});

const data = [
  organization(1, 'Ambulatoria', 80, 25_000, [clinic(1, 'Clínica Norte', bogota)]),
  organization(2, 'Maternidad', 90, 120_000, [clinic(2, 'Hospital Sur', valle)]),
  organization(3, 'Hospitalización', 90, 0, [
    clinic(3, 'Zeta Salud', antioquia),
    clinic(4, 'Ángeles del Valle', valle, bogota),
    clinic(5, 'clínica Chapinero', bogota),
  ]),
  organization(4, 'Urgencias', 100, 20_000, [clinic(6, 'Centro Médico Salitre', bogota)]),
  organization(5, 'Dental', 70, 0, []),
];

describe('groupClinics', () => {
  it('sorts groups by percentage descending, then deductible ascending, and drops coverages without clinics', () => {
    expect(groupClinics(data).map((group) => group.name)).toEqual([
      'Urgencias',
      'Hospitalización',
      'Maternidad',
      'Ambulatoria',
    ]);
  });

  it('sorts the clinics of a group by name, ignoring accents and case', () => {
    const hospital = groupClinics(data).find((group) => group.name === 'Hospitalización')!;
    expect(hospital.clinics.map((c) => c.displayName)).toEqual([
      'Ángeles del Valle',
      'clínica Chapinero',
      'Zeta Salud',
    ]);
  });
});

describe('filterGroups', () => {
  const groups = groupClinics(data);

  it('finds a name as a substring without caring about case or accents', () => {
    const found = filterGroups(groups, { name: 'CLINICA', states: [] });
    expect(found.flatMap((group) => group.clinics.map((c) => c.displayName))).toEqual([
      'clínica Chapinero',
      'Clínica Norte',
    ]);
    expect(filterGroups(groups, { name: 'angeles', states: [] })[0]!.clinics[0]!.displayName).toBe('Ángeles del Valle');
  });

  it('keeps a clinic only when its first state is among the chosen ones', () => {
    const inBogota = filterGroups(groups, { name: '', states: ['11'] });
    // Ángeles del Valle is also in Bogotá, but its first state is Valle del Cauca.
    expect(inBogota.flatMap((group) => group.clinics.map((c) => c.displayName))).toEqual([
      'Centro Médico Salitre',
      'clínica Chapinero',
      'Clínica Norte',
    ]);
    const inValle = filterGroups(groups, { name: '', states: ['76', '05'] });
    expect(inValle.flatMap((group) => group.clinics.map((c) => c.displayName))).toEqual([
      'Ángeles del Valle',
      'Zeta Salud',
      'Hospital Sur',
    ]);
  });

  it('combines both filters and leaves nothing for a nonsense name', () => {
    expect(filterGroups(groups, { name: 'salitre', states: ['05'] })).toEqual([]);
    expect(filterGroups(groups, { name: 'xyzzy', states: [] })).toEqual([]);
  });
});

describe('statesOf', () => {
  it('offers each clinic first state once, by name', () => {
    expect(statesOf(groupClinics(data)).map((state) => state.stateName)).toEqual([
      'Antioquia',
      'Bogotá D.C.',
      'Valle del Cauca',
    ]);
  });
});
