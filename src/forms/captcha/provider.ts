import type { Translate } from '../../i18n';
import '../../i18n/strings/forms';
import { scriptUrl as checkScriptUrl } from '../../input/scriptUrl';
import type { Once } from '../../runtime/loadOnce';
import { trustedScriptUrl } from '../../dom/trustedScriptUrl';

// The captcha provider's script (spec 001 §7: "The captcha script loads from a captcha provider with a site key from
// website captcha settings"): a reCAPTCHA-compatible global, `grecaptcha`, loaded once per runtime (a page has one)
// through the runtime's load-once cache, which forgets a failure so that a later call tries again.

/** reCAPTCHA v2's explicit-render script: the default when the site settings name no `captchaSettings.scriptUrl`. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

/** What `grecaptcha.render` takes (reCAPTCHA v2's parameters the SDK uses). */
export interface CaptchaRenderParams {
  sitekey: string;
  theme?: 'light' | 'dark';
  size?: 'normal' | 'compact';
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
}

/** The part of the `grecaptcha` global the SDK calls. */
export interface CaptchaProvider {
  ready(callback: () => void): void;
  /** Returns the widget id. */
  render(container: HTMLElement, params: CaptchaRenderParams): number;
  /** '' while not completed. */
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
  execute(widgetId?: number): unknown;
}

type CaptchaWindow = Window & { grecaptcha?: Partial<CaptchaProvider> };

const isProvider = (g: Partial<CaptchaProvider> | undefined): g is CaptchaProvider =>
  !!g &&
  typeof g.render == 'function' &&
  typeof g.ready == 'function' &&
  typeof g.getResponse == 'function' &&
  typeof g.reset == 'function';

/**
 * Loads the captcha provider's script (`scriptUrl`, else reCAPTCHA's explicit-render script) into `doc` once per `once`
 * (the runtime's load-once cache) and resolves with its `grecaptcha` global once that is ready. Every caller shares one
 * promise, whatever URL it names (a page has one `grecaptcha`). When the script cannot load, or loads without a usable
 * `grecaptcha`, logs "ReCaptcha has not been set up!" and rejects, and the next call tries again. A destroyed document
 * (one with no window, e.g. a removed iframe's) fails the load.
 */
export function loadCaptchaProvider(
  once: Once,
  t: Translate,
  scriptUrl: string = RECAPTCHA_SCRIPT_URL,
  doc: Document = document,
): Promise<CaptchaProvider> {
  return once('captcha-provider', () => {
    const win = doc.defaultView as CaptchaWindow | null;
    if (!win) return Promise.reject(new Error('The document was destroyed: the captcha cannot load.'));
    return new Promise<CaptchaProvider>((resolve, reject) => {
      const fail = (why: string) => {
        console.error(t('captchaNotSetUp'), why);
        reject(new Error(`${t('captchaNotSetUp')} ${why}`));
      };
      // reCAPTCHA's api.js defines only grecaptcha.ready when it loads; render and the rest come with the code it
      // loads next, and ready's callbacks run then.
      const whenReady = () => {
        const early = win.grecaptcha;
        if (!early || typeof early.ready != 'function') return fail('(the script defines no grecaptcha)');
        early.ready(() => {
          const g = win.grecaptcha;
          if (isProvider(g)) resolve(g);
          else fail('(grecaptcha has no render, getResponse or reset)');
        });
      };
      if (win.grecaptcha) return whenReady(); // already on the page (the site loaded it itself)
      const src = checkScriptUrl(scriptUrl, doc);
      if (!src) return fail(`(captchaSettings.scriptUrl "${scriptUrl}" is not an http(s) URL)`);
      const script = doc.createElement('script');
      try {
        // A TrustedScriptURL where the page enforces Trusted Types (src/dom/trustedScriptUrl.ts).
        script.src = trustedScriptUrl(src, doc);
      } catch (error) {
        return fail(`(${src} may not load here: ${error instanceof Error ? error.message : String(error)})`);
      }
      script.async = true;
      script.onload = whenReady;
      script.onerror = () => {
        script.remove();
        fail(`(${src} did not load)`);
      };
      (doc.head ?? doc.documentElement).appendChild(script);
    });
  });
}
