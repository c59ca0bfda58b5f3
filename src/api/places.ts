import type { Api } from './client';

// Address completion (spec 001 §7: "GET /api/google-maps/places/autocomplete and /details | caller params plus tracking
// context; details expects productPage and productSection in context | otherwise a console error"). The platform is
// assumed to pass the places service's answers through (docs/embed-contract.md, "Address completion"): `predictions`
// from autocomplete, `result.address_components` from details. Failures reject with the client's typed errors.

export const PLACES_PATH = '/api/google-maps/places';

/**
 * The tracking context of both calls (sent as JSON text in the query's `context`): the page's product (`productPage`,
 * its id, else `false`), the part of the page asking (`productSection`: a site form's is `"form"`), and the site and
 * page it is asked from.
 */
export interface PlacesContext {
  productPage: string | false;
  productSection: string;
  [field: string]: unknown;
}

/** A suggestion as the SDK uses it: the place's id, its one-line description, and the two parts shown. */
export interface PlaceSuggestion {
  placeId: string;
  description: string;
  main: string;
  secondary: string;
}

/** An address component of a place (the places service's own shape). */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

const str = (v: unknown): string => (typeof v == 'string' ? v : '');

/** The answer's `predictions`, each with a place id and a description; anything else is left out. */
export function readSuggestions(answer: unknown): PlaceSuggestion[] {
  const list = (answer as { predictions?: unknown } | null)?.predictions;
  if (!Array.isArray(list)) throw new Error(`GET ${PLACES_PATH}/autocomplete → no predictions in the answer`);
  const out: PlaceSuggestion[] = [];
  for (const p of list as Record<string, unknown>[]) {
    const placeId = str(p?.place_id);
    const description = str(p?.description);
    if (!placeId || !description) continue;
    const f = (p.structured_formatting ?? {}) as Record<string, unknown>;
    out.push({ placeId, description, main: str(f.main_text) || description, secondary: str(f.secondary_text) });
  }
  return out;
}

/**
 * `GET /api/google-maps/places/autocomplete?input=…&sessiontoken=…&context=…`: the suggestions for what the visitor
 * typed. `signal` cancels a request overtaken by newer typing.
 */
export async function placeSuggestions(
  api: Api,
  query: { input: string; sessionToken: string; context: PlacesContext },
  signal?: AbortSignal,
): Promise<PlaceSuggestion[]> {
  const searchParams = { input: query.input, sessiontoken: query.sessionToken, context: JSON.stringify(query.context) };
  return readSuggestions(await api.request('GET', `${PLACES_PATH}/autocomplete`, { searchParams, signal }));
}

/**
 * `GET /api/google-maps/places/details?place_id=…&sessiontoken=…&context=…`: the chosen place's address components.
 * Details expects `productPage` and `productSection` in the context (spec 001 §7): a context without them is a console
 * error, and the call still goes (the platform decides).
 */
export async function placeDetails(
  api: Api,
  query: { placeId: string; sessionToken: string; context: PlacesContext },
): Promise<AddressComponent[]> {
  const { context } = query;
  if (!('productPage' in context) || typeof context.productSection != 'string' || !context.productSection)
    console.error(`[storefront] GET ${PLACES_PATH}/details: the context has no productPage and productSection`);
  const searchParams = { place_id: query.placeId, sessiontoken: query.sessionToken, context: JSON.stringify(context) };
  const answer = await api.request<{ result?: { address_components?: unknown } } | null>('GET', `${PLACES_PATH}/details`, { searchParams });
  const list = answer?.result?.address_components;
  if (!Array.isArray(list)) throw new Error(`GET ${PLACES_PATH}/details → no result.address_components in the answer`);
  return (list as Record<string, unknown>[])
    .filter((c) => c && typeof c.long_name == 'string' && Array.isArray(c.types))
    .map((c) => ({
      long_name: c.long_name as string,
      short_name: str(c.short_name) || (c.long_name as string),
      types: (c.types as unknown[]).map(String),
    }));
}
