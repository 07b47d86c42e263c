import empresas from './portal-empresas.svg';
import personas from './portal-personas.svg';

/** Illustration of each portal of the country config, by key; an unknown portal gets the people one. */
const IMAGES: Record<string, string> = { personas, empresas };

export const portalImage = (key: string): string => IMAGES[key] ?? personas;
