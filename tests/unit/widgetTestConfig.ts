import type { SiteConfig } from '../../src/types';

/** The script tag's configuration the widgets' unit tests mount with (each test overrides what it is about). */
export const widgetTestConfig: SiteConfig = {
  apiRoot: '',
  websiteId: 'w',
  currency: 'USD',
  locale: 'en-US',
  expressCheckout: false,
  customCart: false,
  errorReporting: 'off',
  settings: null,
  scriptUrl: '',
};
