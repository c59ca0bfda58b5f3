// Areas that load after a runtime's strings were made (createStrings) (a widget's chunk arriving after the site settings were read). This file
// imports only src/i18n, so at the start no area but the core is loaded, as in the runtime chunk on its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStrings, defaultT } from './index';

afterEach(() => {
  vi.restoreAllMocks();
});

const WARNING = '[storefront] localizedStrings: ignored unknown keys or non-string values: ';

describe('areas loaded after the strings were made', () => {
  it('the core area is there from the start', () => {
    const t = defaultT;
    expect(t('ok')).toBe('OK');
    expect(t('offline')).toBe('Please check your internet connection.');
  });

  it('overrides apply to an area that loads later; empty overrides fall back to its defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { t, checked } = createStrings({
      cartEmpty: 'Ihr Warenkorb ist leer.',
      checkoutMinimum: 'Mindestens {subtotal}.',
      unableToOpenForm: '  ',
      ok: 'Gut',
    });
    expect(t('ok')).toBe('Gut');
    await import('./strings/cart');
    expect(t('cartEmpty')).toBe('Ihr Warenkorb ist leer.');
    expect(t('checkoutMinimum', { subtotal: '10,00 €' })).toBe('Mindestens 10,00 €.');
    expect(t('checkoutMinimum')).toBe('Mindestens {subtotal}.');
    expect(t('unableToOpenForm')).toBe('Unable to open form');
    expect(t('unableToRemoveItem')).toBe('Unable to remove item');
    await checked;
    expect(warn).not.toHaveBeenCalled();
  });

  it('keys of areas not loaded yet are no typos: no warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { t, checked } = createStrings({ likertAgree: 'Stimme zu', formNoKey: 'Kein Schlüssel.' });
    await checked;
    expect(warn).not.toHaveBeenCalled();
    await import('./strings/likert');
    expect(t('likertAgree')).toBe('Stimme zu');
    expect(t('likertDisagree')).toBe('Disagree');
  });

  it("names unknown keys and non-string values in one warning, with today's text, once the key list is in", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { t, checked } = createStrings({ signedUp: 'Angemeldet!', addToKart: 'Kaufen', ok: 5, emailBlank: null, constructor: 'x' });
    await checked;
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`${WARNING}addToKart, ok, emailBlank, constructor`);
    await import('./strings/restock');
    expect(t('signedUp')).toBe('Angemeldet!');
    expect(t('emailBlank')).toBe('Email cannot be blank');
    expect(t('ok')).toBe('OK');
  });

  it('warns at once when every key is of a loaded area', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createStrings({ close: 42 });
    expect(warn).toHaveBeenCalledWith(`${WARNING}close`);
  });

  it("another runtime's overrides of an area still to load do not apply", async () => {
    await createStrings({ instalmentOver: 'ab {amount}' }).checked;
    const { t, checked } = createStrings({ instalmentUpTo: 'bis {amount}' });
    await checked;
    await import('./strings/instalments');
    expect(t('instalmentOver', { amount: '5 €' })).toBe('available for orders over 5 €');
    expect(t('instalmentUpTo', { amount: '5 €' })).toBe('bis 5 €');
  });
});

describe('the key list is fetched only when needed', () => {
  it('not when every key is of a loaded area; when one is not, and it still warns if the list cannot load', async () => {
    vi.resetModules();
    let fetched = 0;
    vi.doMock('./strings/keys', () => {
      fetched++;
      throw new Error('offline');
    });
    const fresh = await import('./index');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The core area (always loaded with src/i18n).
    await fresh.createStrings({ offline: 'Keine Verbindung' }).checked;
    expect(fetched).toBe(0);
    await fresh.createStrings({ cartEmpty: 'Leer', nope: 'x', saving: 7 }).checked;
    expect(fetched).toBe(1);
    // Without the list, unknown keys cannot be told; the non-string values are still named.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`${WARNING}saving`);
    vi.doUnmock('./strings/keys');
  });
});
