import { afterEach, describe, expect, it } from 'vitest';
import { startPage, type Runtime } from './index';

let rt: Runtime | undefined;
afterEach(() => rt?.dispose());
const start = (data: Record<string, string | undefined>) =>
  (rt = startPage(
    data,
    'https://cdn.example/sf/storefront.js',
    () => {},
    () => {},
  )).config;

describe('startPage: the script tag read into the configuration (docs/embed-contract.md)', () => {
  it("defaults: the page's origin, USD, the document's language, sdk error reporting", () => {
    document.documentElement.lang = 'fr-CA';
    expect(start({})).toEqual({
      apiRoot: '',
      websiteId: '',
      currency: 'USD',
      locale: 'fr-CA',
      expressCheckout: false,
      customCart: false,
      errorReporting: 'sdk',
      settings: null,
      scriptUrl: 'https://cdn.example/sf/storefront.js',
      data: {},
    });
    document.documentElement.lang = '';
    expect(start({}).locale).toBe('en-US');
  });

  it('each attribute as given: a trailing slash off the API root, the currency in capitals, presence flags', () => {
    const data = {
      apiRoot: 'https://shop.example//',
      websiteId: 'w1',
      currency: 'eur',
      locale: 'de-DE',
      expressCheckout: '',
      customCart: '',
      errorReporting: 'page',
      settings: '#s',
      performance: '',
    };
    expect(start(data)).toMatchObject({
      apiRoot: 'https://shop.example',
      websiteId: 'w1',
      currency: 'EUR',
      locale: 'de-DE',
      expressCheckout: true,
      customCart: true,
      errorReporting: 'page',
      settings: '#s',
      data,
    });
    expect(start({ errorReporting: 'off' }).errorReporting).toBe('off');
    expect(start({ errorReporting: 'everything' }).errorReporting).toBe('sdk');
  });
});
