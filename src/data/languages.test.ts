import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLanguages } from './languages';

afterEach(() => vi.restoreAllMocks());
const BASE = 'https://shop.example/contact';

describe('readLanguages: the assumed answer of GET /api/multilingual/languages', () => {
  it('each language with its URL resolved against the page; the current one by its code', () => {
    expect(
      readLanguages(
        {
          current: 'fr',
          languages: [
            { code: 'en', name: 'English', url: '/contact', custom: false },
            { code: 'fr', name: 'Français', url: 'https://shop.example/fr/contact' },
            { code: 'de', name: 'Deutsch', url: '/de/contact', custom: true },
          ],
        },
        BASE,
      ),
    ).toEqual({
      current: 'fr',
      languages: [
        { code: 'en', name: 'English', url: 'https://shop.example/contact', custom: false },
        { code: 'fr', name: 'Français', url: 'https://shop.example/fr/contact', custom: false },
        { code: 'de', name: 'Deutsch', url: 'https://shop.example/de/contact', custom: true },
      ],
    });
  });

  it('a language without a code, a name or an http(s) URL, or twice, is left out with one warning; an unknown current is ""', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const read = readLanguages(
      {
        current: 'xx',
        languages: [
          { code: 'en', name: 'English', url: '/' },
          { code: 'fr', name: 'Français', url: 'javascript:alert(1)' },
          { code: '', name: 'Nobody', url: '/' },
          { code: 'en', name: 'English again', url: '/en' },
          null,
        ],
      },
      BASE,
    );
    expect(read).toEqual({ current: '', languages: [{ code: 'en', name: 'English', url: 'https://shop.example/', custom: false }] });
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain('"fr"');
  });

  it('an answer without a list throws', () => {
    expect(() => readLanguages({ current: 'en' }, BASE)).toThrow(/no list of languages/);
    expect(() => readLanguages(null, BASE)).toThrow(/no list of languages/);
  });
});
