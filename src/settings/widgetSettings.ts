import { parseSiteSettings, settingsJson, type SiteSettings } from './siteSettings';

/**
 * The site settings' fields that only widgets (and code) of chunks of their own read, as `path:type` (the rules of
 * ./siteSettings.ts's list): read from the settings' JSON where they are used, once per runtime, so that none of them
 * weighs on the runtime every page loads. A field of the wrong type is named in one console warning when first read.
 */
const WIDGET_FIELDS =
  'captchaSettings.siteKey:s captchaSettings.scriptUrl:s checkoutMinimumCents:no instalments:o timeZone:s commentsEnabled:b disqusShortname:s simpleLikingEnabled:b sessionReplay:o';

const read = new WeakMap<SiteSettings, SiteSettings>();

/**
 * The widgets' own fields of a runtime's settings (`rt.settings`), checked. Settings made by hand (a test's, a story's)
 * are read as the JSON itself. `captchaSettings` is always there, empty when the settings have none.
 */
export function widgetSettings(settings: SiteSettings): SiteSettings {
  let fields = read.get(settings);
  if (!fields) read.set(settings, (fields = parseSiteSettings(settingsJson.get(settings) ?? settings, 'data-settings', WIDGET_FIELDS)));
  return fields;
}
