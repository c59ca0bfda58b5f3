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
