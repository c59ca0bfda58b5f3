import { describe, expect, it } from 'vitest';
import { languagesFor } from './languages';
import { matchPlaces, PLACES } from './places';

describe('the mock places and languages', () => {
  it('"1 Mai" finds the May Day addresses in France and Germany first; accents and case do not matter; at most 5', () => {
    const ids = matchPlaces('1 Mai').map((s) => s[0]);
    expect(ids.slice(0, 2)).toEqual(['pl-fr-paris-1mai', 'pl-de-berlin-1mai']);
    expect(matchPlaces('MONTREAL').map((s) => s[0])).toEqual(['pl-ca-maisonneuve']);
    expect(matchPlaces('1').length).toBeLessThanOrEqual(5);
    expect(matchPlaces('  ')).toEqual([]);
    expect(new Set(PLACES.map((s) => s[9])).size).toBeGreaterThanOrEqual(6);
  });

  it("languages: the asking page's language by its prefix, each language's version of it, else its contact page", () => {
    expect(languagesFor('/contact')).toEqual({
      current: 'en',
      languages: [
        { code: 'en', name: 'English', url: '/contact', custom: false },
        { code: 'fr', name: 'Français', url: '/fr/contact', custom: false },
        { code: 'de', name: 'Deutsch', url: '/de/contact', custom: true },
      ],
    });
    expect(languagesFor('/fr/contact').current).toBe('fr');
    expect(languagesFor('/products/tee').languages.map((l) => l.url)).toEqual(['/products/tee', '/fr/contact', '/de/contact']);
  });
});
