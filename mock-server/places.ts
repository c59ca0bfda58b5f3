import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorResponse } from './http';

// Address completion (spec 001 §7: GET /api/google-maps/places/autocomplete and /details, "caller params plus tracking
// context; details expects productPage and productSection in context"). The mock answers as the places service would,
// passed through by the platform (docs/mock-platform.md): `predictions` (place_id, description, structured_formatting)
// and `result.address_components` (long_name, short_name, types), from a seeded list of addresses in several countries.

export const PLACES_PATH = '/api/google-maps/places';

/** A seeded address: its id, then number, street, unit, city, state (long, short), postal code, country (long, short). */
type Seed = [
  id: string,
  number: string,
  street: string,
  unit: string,
  city: string,
  state: string,
  stateShort: string,
  zip: string,
  country: string,
  countryShort: string,
];

export const PLACES: Seed[] = [
  ['pl-fr-paris-1mai', '1', 'Rue du 1er Mai', '', 'Paris', 'Île-de-France', 'IDF', '75011', 'France', 'FR'],
  ['pl-de-berlin-1mai', '1', 'Platz des 1. Mai', '', 'Berlin', 'Berlin', 'BE', '10178', 'Germany', 'DE'],
  ['pl-es-madrid-1mayo', '1', 'Calle del Primero de Mayo', 'Piso 2', 'Madrid', 'Comunidad de Madrid', 'MD', '28004', 'Spain', 'ES'],
  ['pl-us-main', '1', 'Main Street', 'Suite 200', 'Springfield', 'Illinois', 'IL', '62701', 'United States', 'US'],
  ['pl-us-market', '1455', 'Market Street', '', 'San Francisco', 'California', 'CA', '94103', 'United States', 'US'],
  ['pl-ca-maisonneuve', '1200', 'Boulevard de Maisonneuve Ouest', '', 'Montréal', 'Québec', 'QC', 'H3A 0A1', 'Canada', 'CA'],
  ['pl-gb-high', '12', 'High Street', 'Flat 3', 'Oxford', 'England', 'ENG', 'OX1 4AP', 'United Kingdom', 'GB'],
  ['pl-de-mainzer', '12', 'Mainzer Landstraße', '', 'Frankfurt am Main', 'Hessen', 'HE', '60329', 'Germany', 'DE'],
  ['pl-nl-damrak', '1', 'Damrak', '', 'Amsterdam', 'Noord-Holland', 'NH', '1012 LG', 'Netherlands', 'NL'],
  ['pl-au-george', '200', 'George Street', 'Level 5', 'Sydney', 'New South Wales', 'NSW', '2000', 'Australia', 'AU'],
  ['pl-jp-ginza', '1-1', 'Ginza', '', 'Chūō City', 'Tokyo', '13', '104-0061', 'Japan', 'JP'],
  ['pl-fr-lyon', '10', 'Rue de la République', '', 'Lyon', 'Auvergne-Rhône-Alpes', 'ARA', '69002', 'France', 'FR'],
];

/** At most this many predictions an answer (the places service's own limit). */
export const MAX_PREDICTIONS = 5;

const NUMBER_AFTER = new Set(['DE', 'ES', 'NL']);
const street = (s: Seed) => (NUMBER_AFTER.has(s[9]) ? `${s[2]} ${s[1]}` : `${s[1]} ${s[2]}`);
const secondary = (s: Seed) => [s[4], s[7], s[9] == 'US' || s[9] == 'CA' || s[9] == 'AU' ? s[6] : '', s[8]].filter(Boolean).join(', ');
const description = (s: Seed) => `${street(s)}, ${secondary(s)}`;
/** Lower case, no accents, no punctuation: "Platz des 1. Mai" → ["platz", "des", "1", "mai"]. */
const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The seeded places whose description has, for every word typed, a word starting with it ("1 Mai" → the 1er Mai's). */
export function matchPlaces(input: string): Seed[] {
  const typed = words(input);
  if (!typed.length) return [];
  return PLACES.filter((s) => {
    const own = words(description(s));
    return typed.every((t) => own.some((w) => w.startsWith(t)));
  }).slice(0, MAX_PREDICTIONS);
}

const component = (long: string, short: string, ...types: string[]) => ({ long_name: long, short_name: short, types });

/** A seeded place's details, as the places service's `result`. */
function details(s: Seed) {
  const [id, number, route, unit, city, state, stateShort, zip, country, countryShort] = s;
  return {
    place_id: id,
    formatted_address: description(s),
    address_components: [
      component(number, number, 'street_number'),
      component(route, route, 'route'),
      ...(unit ? [component(unit, unit, 'subpremise')] : []),
      component(city, city, 'locality', 'political'),
      component(state, stateShort, 'administrative_area_level_1', 'political'),
      component(country, countryShort, 'country', 'political'),
      component(zip, zip, 'postal_code'),
    ],
  };
}

/** The query's `context` (JSON text) as an object, or null. */
function contextOf(url: URL): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(url.searchParams.get('context') ?? '');
    return v && typeof v == 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function placesHandlers(): HttpHandler[] {
  return [
    http.get(`*${PLACES_PATH}/autocomplete`, ({ request }) => {
      const url = new URL(request.url);
      const input = url.searchParams.get('input') ?? '';
      if (!url.searchParams.get('sessiontoken')) return errorResponse(400, 'sessiontoken is required.');
      if (!contextOf(url)) return errorResponse(400, 'context (JSON) is required.');
      return HttpResponse.json({
        status: 'OK',
        predictions: matchPlaces(input).map((s) => ({
          place_id: s[0],
          description: description(s),
          structured_formatting: { main_text: street(s), secondary_text: secondary(s) },
        })),
      });
    }),
    http.get(`*${PLACES_PATH}/details`, ({ request }) => {
      const url = new URL(request.url);
      const context = contextOf(url);
      if (!url.searchParams.get('sessiontoken')) return errorResponse(400, 'sessiontoken is required.');
      if (!context || !('productPage' in context) || typeof context.productSection != 'string')
        return errorResponse(400, 'context must carry productPage and productSection.');
      const seed = PLACES.find((s) => s[0] == url.searchParams.get('place_id'));
      return seed ? HttpResponse.json({ status: 'OK', result: details(seed) }) : errorResponse(404, 'No such place.');
    }),
  ];
}
