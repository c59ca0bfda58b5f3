import { describe, expect, it } from 'vitest';
import type { AddressComponent } from '../api/places';
import { addressParts } from './addressParts';

const c = (long: string, short: string, ...types: string[]): AddressComponent => ({ long_name: long, short_name: short, types });

describe('addressParts: a place as the six parts of an address field', () => {
  it('the number before the street (France), state and country by their long names', () => {
    expect(
      addressParts([
        c('1', '1', 'street_number'),
        c('Rue du 1er Mai', 'Rue du 1er Mai', 'route'),
        c('Paris', 'Paris', 'locality', 'political'),
        c('Île-de-France', 'IDF', 'administrative_area_level_1'),
        c('France', 'FR', 'country'),
        c('75011', '75011', 'postal_code'),
      ]),
    ).toEqual(['1 Rue du 1er Mai', '', 'Paris', 'Île-de-France', '75011', 'France']);
  });

  it('the number after the street where the country writes it so (Germany); the unit as line 2', () => {
    expect(
      addressParts([
        c('12', '12', 'street_number'),
        c('Mainzer Landstraße', 'Mainzer Landstraße', 'route'),
        c('3. OG', '3. OG', 'subpremise'),
        c('Frankfurt am Main', 'Frankfurt am Main', 'locality'),
        c('Hessen', 'HE', 'administrative_area_level_1'),
        c('Germany', 'DE', 'country'),
        c('60329', '60329', 'postal_code'),
      ]),
    ).toEqual(['Mainzer Landstraße 12', '3. OG', 'Frankfurt am Main', 'Hessen', '60329', 'Germany']);
  });

  it("a town without a locality (the UK's postal town); missing parts are empty; a premise without a street", () => {
    expect(addressParts([c('Oxford', 'Oxford', 'postal_town'), c('United Kingdom', 'GB', 'country')])).toEqual([
      '',
      '',
      'Oxford',
      '',
      '',
      'United Kingdom',
    ]);
    expect(addressParts([c('Tower 2', 'Tower 2', 'premise')])[0]).toBe('Tower 2');
    expect(addressParts([])).toEqual(['', '', '', '', '', '']);
  });
});
