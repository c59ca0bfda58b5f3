import { extend, raw } from '../../src/attributes/declare';
import { productAttributes } from '../../src/product';

/** The back-in-stock form's attributes (docs/widgets/restock-form.md). */
export const attributes = extend(productAttributes, {
  /**
   * Present: show the captcha; `"dark"`: its dark theme (the prop: `true` or `'dark'`).
   * @default absent
   */
  captcha: raw<boolean | 'dark'>('present, or `dark`'),
});

/** Whether the site shows a captcha in the form, and its theme: `data-captcha` (present: on; `"dark"`: dark theme). */
export interface RestockCaptchaOption {
  enabled: boolean;
  theme: 'light' | 'dark';
}

/** Reads data-captcha once, at the edge. Any value but "dark" (including none) is the light theme. */
export function parseCaptchaAttribute(el: Element): RestockCaptchaOption {
  const value = el.getAttribute('data-captcha');
  return { enabled: value !== null, theme: value?.trim().toLowerCase() == 'dark' ? 'dark' : 'light' };
}
