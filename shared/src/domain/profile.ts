/** Profile entered by the visitor (perfilIngreso); Spanish field names as the API spells them. */
export type Sexo = 'Masculino' | 'Femenino';

export interface Cotizante {
  edad: number | null;
  /** Absent until the visitor chooses it (the forms require it; pricing reads a missing one as the API documents). */
  sexo?: Sexo;
  eps_actual?: string;
  maternidad?: boolean;
}

export interface Carga {
  edad: number | null;
  sexo?: Sexo;
  parentesco?: string;
}

export interface Mascota {
  especie?: 'Perro' | 'Gato' | '';
  raza?: string;
  edad: number | null;
  parentesco?: 'Mascota';
}

export interface Profile {
  ingresodatos: boolean;
  cotizante: Cotizante[];
  cargas: Carga[];
  mascota?: Mascota[];
  enPareja?: boolean;
  colectivo?: { cantidadempleados?: number };
  /** Contact data a profile may carry (docs/product/forms.md#profile-storage); forms prefill from it. */
  nombre?: string;
  email?: string;
  telefono?: string;
}

/** Members with no age count as 25 (docs/product/forms.md#profile-storage). */
export const DEFAULT_AGE = 25;

export const emptyProfile = (): Profile => ({
  ingresodatos: false,
  cotizante: [{ edad: DEFAULT_AGE, sexo: 'Masculino' }],
  cargas: [],
});
