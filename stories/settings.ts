/**
 * Puts site settings on the story's page as the `<script type="application/json">` the loader's `data-settings` names,
 * and returns its selector, for a story's `parameters: { storefront: { config: { settings: storySettings(CAPTCHA_SETTINGS) } } }` (stories/storefront.tsx).
 */
export function storySettings(settings: object, id = 'sf-story-settings'): string {
  let el = document.getElementById(id);
  if (!el) {
    el = Object.assign(document.createElement('script'), { type: 'application/json', id });
    document.head.append(el);
  }
  el.textContent = JSON.stringify(settings);
  return `#${id}`;
}

/** The mock platform's fake captcha provider (docs/captcha.md), as in its seed settings. */
export const CAPTCHA_SETTINGS = { captchaSettings: { siteKey: 'mock-site-key', scriptUrl: '/__mock/captcha.js' } };
