import { countPassengers } from './passengers';

/**
 * The travel-assistance provider (docs/product/forms.md#travel-quote: "the Chile path for Chile, the worldwide path
 * otherwise"). Fictional provider origin; the two paths are designed here (docs/workspaces/mfe-forms.md#dynamic-form).
 */
export const TRAVEL_PROVIDER_ORIGIN = 'https://cotizador.asistenciaviajera.example';
export const TRAVEL_PROVIDER_URLS = {
  chile: `${TRAVEL_PROVIDER_ORIGIN}/chile/cotizar`,
  worldwide: `${TRAVEL_PROVIDER_ORIGIN}/mundial/cotizar`,
} as const;

/** The Country parameter (docs/product/forms.md#travel-quote): 560 for Chile, else 998. */
export const TRAVEL_COUNTRY_CODES = { chile: '560', other: '998' } as const;

/** Destination codes (docs/product/forms.md#travel-quote), by the region's name in English, Spanish or Portuguese. */
export const DESTINATION_CODES: Record<string, string> = {
  'north america': '01',
  norteamerica: '01',
  'america do norte': '01',
  europe: '02',
  europa: '02',
  'caribbean-mexico': '03',
  'caribbean and mexico': '03',
  'caribe y mexico': '03',
  'caribe e mexico': '03',
  'caribe-mexico': '03',
  'south america': '04',
  suramerica: '04',
  sudamerica: '04',
  'america del sur': '04',
  'america do sul': '04',
  africa: '05',
  asia: '06',
  oceania: '07',
  'within my own country': '08',
  'dentro de mi pais': '08',
  'dentro do meu pais': '08',
};

/** Product types whose request opens the provider (docs/product/forms.md#travel-quote). */
export const TRAVEL_PRODUCT_TYPES = ['VIAJEINTERNACIONAL', 'TRAVEL'] as const;

export const isTravelProduct = (productType: string | null | undefined): boolean =>
  TRAVEL_PRODUCT_TYPES.some((type) => type === (productType ?? '').trim().toUpperCase());

const plain = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** A 2-digit code as given ("02"), or a region name in any of the three languages; else null. */
export const destinationCode = (destination: string): string | null => {
  const text = destination.trim();
  if (/^0[1-8]$/.test(text)) return text;
  return DESTINATION_CODES[plain(text)] ?? null;
};

/** ISO date (yyyy-mm-dd, the date input's value) → dd/mm/yyyy. */
export const providerDate = (isoDate: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) throw new Error(`Fecha inválida: ${isoDate}`);
  return `${match[3]}/${match[2]}/${match[1]}`;
};

export interface TravelQuote {
  /** Business parameter: the business line of the form. */
  business: string | number;
  /** ISO code of the origin country. */
  originCountry: string;
  destination: string;
  startDate: string;
  endDate: string;
  ages: ReadonlyArray<string | number | null | undefined>;
}

/** The provider page with the product's query (docs/product/forms.md#travel-quote): Business, Country, Destination, dates, Majors, Childs, Adults, Age. */
export const buildTravelAssistanceUrl = ({
  business,
  originCountry,
  destination,
  startDate,
  endDate,
  ages,
}: TravelQuote): string => {
  const chile = originCountry.trim().toUpperCase() === 'CL';
  const code = destinationCode(destination);
  if (!code) throw new Error(`Destino desconocido: ${destination}`);
  const passengers = countPassengers(ages);
  const url = new URL(chile ? TRAVEL_PROVIDER_URLS.chile : TRAVEL_PROVIDER_URLS.worldwide);
  const query: Record<string, string> = {
    Business: String(business),
    Country: chile ? TRAVEL_COUNTRY_CODES.chile : TRAVEL_COUNTRY_CODES.other,
    Destination: code,
    StartDate: providerDate(startDate),
    EndDate: providerDate(endDate),
    Majors: String(passengers.majors),
    Childs: String(passengers.childs),
    Adults: String(passengers.adults),
    Age: passengers.ages.join('|'),
  };
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
};
