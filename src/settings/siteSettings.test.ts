import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSiteSettings, parseSiteSettings as parseRuntime } from './siteSettings';
import { widgetSettings } from './widgetSettings';

/**
 * Every field the SDK reads: the runtime's (parseSiteSettings, when the runtime starts) and the widgets' own
 * (widgetSettings, when a widget first reads one), each list warning of its own fields of the wrong type.
 */
const parseSiteSettings = (json: unknown, selector: string) => {
  const settings = parseRuntime(json, selector);
  return { ...settings, ...widgetSettings(settings) };
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  loadSiteSettings(null);
});

const WARNING = '[storefront] site settings: ignored, not of the type read: ';

/** The page's settings script, as a site owner writes it. */
function page(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'settings';
  script.textContent = json;
  document.body.append(script);
}

const EVERY_FIELD = {
  storeSettings: { multipleQuantityAllowedForServices: true },
  localizedStrings: { addToCart: 'Kaufen' },
  captchaSettings: { siteKey: 'k-1', scriptUrl: '/captcha.js' },
  checkoutMinimumCents: 2500,
  instalments: { afterPayAvailable: true, afterPayMin: 100 },
  analytics: { isEnabled: true },
  experiments: [{ name: 'x', experimentType: 'FEATURE_TOGGLE', variant: 'true' }],
  internal: true,
};

describe('parseSiteSettings', () => {
  it('keeps every field the SDK reads, of its type, and warns of nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSiteSettings(EVERY_FIELD, '#s')).toEqual(EVERY_FIELD);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops fields the SDK does not read, at the top and inside the objects it lists fields of', () => {
    const settings = parseSiteSettings(
      { theme: 'dark', __proto__x: 1, storeSettings: { currency: 'EUR' }, captchaSettings: { siteKey: 'k', secret: 's' } },
      '#s',
    );
    expect(settings).toEqual({ storeSettings: {}, captchaSettings: { siteKey: 'k' } });
  });

  it('leaves out each field of another type and names them all in one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settings = parseSiteSettings(
      {
        storeSettings: { multipleQuantityAllowedForServices: 'yes' },
        localizedStrings: ['Kaufen'],
        captchaSettings: { siteKey: 42, scriptUrl: '/captcha.js' },
        checkoutMinimumCents: '2500',
        instalments: true,
        analytics: 'on',
        experiments: { name: 'x' },
        internal: 1,
      },
      '#s',
    );
    expect(settings).toEqual({ storeSettings: {}, captchaSettings: { scriptUrl: '/captcha.js' } });
    expect(warn.mock.calls).toEqual([
      [`${WARNING}storeSettings.multipleQuantityAllowedForServices, localizedStrings, analytics, experiments, internal`],
      [`${WARNING}captchaSettings.siteKey, checkoutMinimumCents, instalments`],
    ]);
  });

  it('the checkout minimum: kept as cents or as a money object, for the cart to read (src/cart/checkoutMinimum.ts); another type is wrong', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSiteSettings({ checkoutMinimumCents: 2500 }, '#s').checkoutMinimumCents).toBe(2500);
    expect(parseSiteSettings({ checkoutMinimumCents: { value: '25.00', currency: 'USD' } }, '#s').checkoutMinimumCents).toEqual({
      value: '25.00',
      currency: 'USD',
    });
    expect(warn).not.toHaveBeenCalled();
    expect(parseSiteSettings({ checkoutMinimumCents: '2500' }, '#s')).not.toHaveProperty('checkoutMinimumCents');
    expect(warn.mock.calls).toEqual([[`${WARNING}checkoutMinimumCents`]]);
  });

  it('takes a null as absent, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSiteSettings({ checkoutMinimumCents: null, captchaSettings: null, internal: null }, '#s')).toEqual({
      storeSettings: {},
      captchaSettings: {},
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([['[]'], ['"settings"'], ['42'], ['null']])('refuses %s: not a JSON object', (json) => {
    expect(() => parseSiteSettings(JSON.parse(json), '#sf-settings')).toThrow('the settings JSON in #sf-settings is not a JSON object');
  });
});

describe("the widgets' own fields (widgetSettings)", () => {
  it("are not in the runtime's settings; a widget reads them from the same JSON, checked once, warned of once", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settings = parseRuntime({ internal: true, timeZone: 'Europe/Paris', simpleLikingEnabled: 'yes', theme: 'dark' }, '#s');
    expect(settings).toEqual({ storeSettings: {}, internal: true });
    expect(warn).not.toHaveBeenCalled();
    expect(widgetSettings(settings)).toEqual({ captchaSettings: {}, timeZone: 'Europe/Paris' });
    expect(widgetSettings(settings)).toBe(widgetSettings(settings));
    expect(warn.mock.calls).toEqual([[`${WARNING}simpleLikingEnabled`]]);
  });

  it("settings made by hand (a test's, a story's) are read as the JSON itself", () => {
    expect(widgetSettings({ timeZone: 'Asia/Tokyo', internal: true })).toEqual({ captchaSettings: {}, timeZone: 'Asia/Tokyo' });
  });
});

describe('loadSiteSettings', () => {
  it('reads the checked settings from the page', () => {
    page(JSON.stringify({ ...EVERY_FIELD, localizedStrings: { ok: 'Gut' }, internal: 'yes' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settings = loadSiteSettings('#settings');
    expect(settings.checkoutMinimumCents).toBeUndefined();
    expect(widgetSettings(settings).checkoutMinimumCents).toBe(2500);
    expect(settings.internal).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(`${WARNING}internal`);
    expect(settings.localizedStrings).toEqual({ ok: 'Gut' });
  });

  it('bad JSON: one console error, and the defaults', () => {
    page('{ "checkoutMinimumCents": 25');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(loadSiteSettings('#settings')).toEqual({});
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(/^\[storefront\] the settings JSON in #settings is malformed .*; using defaults\.$/);
  });

  it('an element that is not a <script type="application/json"> (an injected <p id="…">): one console error, and the defaults', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<p id="settings">{"captchaSettings":{"siteKey":"k","scriptUrl":"https://evil.example/x.js"},"localizedStrings":{"unableToAddItem":"Call us"}}</p>`,
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(loadSiteSettings('#settings')).toEqual({});
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      '[storefront] data-settings "#settings" names a <p>, not a <script type="application/json">; using defaults.',
    );
  });

  it('a value that is not a JSON object: one console error naming it, and the defaults', () => {
    page('["checkoutMinimumCents", 2500]');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(loadSiteSettings('#settings')).toEqual({});
    expect(error).toHaveBeenCalledWith('[storefront] the settings JSON in #settings is not a JSON object; using defaults.');
  });
});
