import type { AddressComponent } from '../api/places';

/**
 * Countries whose addresses write the house number after the street ("Mainzer Straße 12"); elsewhere it goes first
 * ("12 High Street", "1 Rue du 1er Mai"). By ISO 3166 code, as the places service's `country` component's short name.
 */
const NUMBER_AFTER = 'AR AT BA BE BR CH CL CZ DE DK EE ES FI HR HU IS IT LT LV MX NL NO PL PT RO RS SE SI SK TR';

/**
 * A chosen place's address as an address field's six parts, in the field's order: line 1 (the number and the street,
 * in the country's order), line 2 (the unit: `subpremise`), city (`locality`, else `postal_town`, else the district),
 * state (`administrative_area_level_1`), postal code, country (their long names). A part the place lacks is ''.
 */
export function addressParts(components: AddressComponent[]): [string, string, string, string, string, string] {
  const of = (type: string, short = false) => {
    const c = components.find((x) => x.types.includes(type));
    return (c && (short ? c.short_name : c.long_name)) || '';
  };
  const number = of('street_number');
  const route = of('route');
  const line1 =
    (/^[A-Z]{2}$/.test(of('country', true)) && NUMBER_AFTER.includes(of('country', true)) ? [route, number] : [number, route])
      .filter(Boolean)
      .join(' ') || of('premise');
  const city = of('locality') || of('postal_town') || of('sublocality') || of('administrative_area_level_2');
  return [line1, of('subpremise'), city, of('administrative_area_level_1'), of('postal_code'), of('country')];
}
