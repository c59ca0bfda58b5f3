import type { Translate } from '../../i18n';
import '../../i18n/strings/forms';
import type { Once } from '../../runtime/loadOnce';
import { loadCaptchaProvider, type CaptchaProvider } from './provider';

// One captcha widget (spec 001 §4 "Captcha widget": rendered once per container, marked rendered; can be executed,
// reset, validated and destroyed). Framework-free: src/ui/forms/Captcha.tsx wraps it for widgets.

/** Below this container width the widget is rendered compact (spec 001 §9). */
export const COMPACT_BELOW_PX = 320;
/** The mark on a container once a captcha is rendered into it. */
export const RENDERED_ATTRIBUTE = 'data-captcha-rendered';

/** idle: not rendered yet; loading: waiting for the provider; ready: rendered; failed: no provider (or no site key). */
export type CaptchaState = 'idle' | 'loading' | 'ready' | 'failed' | 'destroyed';

export interface CaptchaOptions {
  /** The form's captchaTheme: 'dark', else light. */
  theme?: string;
  /** The runtime's site settings' `captchaSettings`: the site key (required), and the provider's script URL. */
  settings?: { siteKey?: string; scriptUrl?: string };
  /** Default: `settings.siteKey`. */
  siteKey?: string;
  /** Default: `settings.scriptUrl`, else reCAPTCHA's script. */
  scriptUrl?: string;
  /** The runtime's load-once cache: the provider's script loads once per runtime. */
  once: Once;
  /** The runtime's strings (the messages `validate` returns and the console's when the provider is not set up). */
  t: Translate;
}

export interface CaptchaController {
  readonly state: CaptchaState;
  /** Grows on every change of state or token: a cheap snapshot for subscribers. */
  readonly version: number;
  /**
   * Renders into `container` once the provider is loaded. A container already holding a captcha is left alone; a
   * node that is not an element in a document logs an error. Rendering into another container moves the captcha.
   */
  render(container: Element): Promise<void>;
  /** The provider's token, or null while not completed. */
  token(): string | null;
  /** Asks the provider for a token (ticks the box / runs the invisible check); resolves with it, or null. */
  execute(): Promise<string | null>;
  /** Clears the token: after every failed submit. */
  reset(): void;
  /** null when completed, else "Complete CAPTCHA before submitting." (also when the provider could not load). */
  validate(): string | null;
  /** Unrenders and stops for good. */
  destroy(): void;
  subscribe(listener: () => void): () => void;
}

/** Containers holding a captcha, whichever controller put it there. */
const rendered = new WeakSet<Element>();

const isElementInDocument = (node: unknown): node is HTMLElement =>
  !!node && (node as Node).nodeType == 1 && (node as Node).isConnected && !!(node as Node).ownerDocument?.defaultView;

export function createCaptcha(options: CaptchaOptions): CaptchaController {
  let state: CaptchaState = 'idle';
  let version = 0;
  let provider: CaptchaProvider | null = null;
  let widgetId: number | undefined;
  let container: HTMLElement | null = null;
  /** The provider's script failed to load (worth another try), rather than a missing site key or a failed render. */
  let loadFailed = false;
  /** Resolvers of execute() calls waiting for the provider's answer. */
  let waiting: ((token: string | null) => void)[] = [];
  const listeners = new Set<() => void>();

  const changed = (next: CaptchaState = state) => {
    state = next;
    version++;
    for (const listener of [...listeners]) listener();
  };
  const answer = (token: string | null) => {
    const resolvers = waiting;
    waiting = [];
    for (const resolve of resolvers) resolve(token);
    changed();
  };
  const token = () => {
    if (state != 'ready' || !provider) return null;
    try {
      return provider.getResponse(widgetId) || null;
    } catch {
      return null;
    }
  };
  const release = () => {
    if (!container) return;
    container.replaceChildren();
    container.removeAttribute(RENDERED_ATTRIBUTE);
    rendered.delete(container);
    container = null;
    provider = null;
    widgetId = undefined;
  };

  const controller: CaptchaController = {
    get state() {
      return state;
    },
    get version() {
      return version;
    },

    async render(target) {
      if (state == 'destroyed') return;
      if (!isElementInDocument(target)) {
        console.error('[storefront] captcha: cannot render into', target, '(not an element in a live document).');
        return;
      }
      if (target == container) return;
      if (rendered.has(target)) return; // rendered once per container
      release();
      loadFailed = false;
      container = target;
      rendered.add(target);
      target.setAttribute(RENDERED_ATTRIBUTE, '');
      const { settings } = options;
      const siteKey = options.siteKey ?? settings?.siteKey;
      if (!siteKey || typeof siteKey != 'string') {
        console.error('[storefront] captcha: the site settings have no captchaSettings.siteKey; the captcha cannot be shown.');
        return changed('failed');
      }
      changed('loading');
      let loaded: CaptchaProvider;
      try {
        loaded = await loadCaptchaProvider(options.once, options.t, options.scriptUrl ?? settings?.scriptUrl, target.ownerDocument);
      } catch {
        if (container != target) return;
        loadFailed = true; // logged by the loader; validate() tries again
        return changed('failed');
      }
      if (container != target || (state as CaptchaState) == 'destroyed') return;
      const width = target.getBoundingClientRect().width;
      try {
        widgetId = loaded.render(target, {
          sitekey: siteKey,
          theme: options.theme == 'dark' ? 'dark' : 'light',
          // 0: not laid out (hidden), so the width is unknown: normal.
          size: width > 0 && width < COMPACT_BELOW_PX ? 'compact' : 'normal',
          callback: (value) => answer(value || null),
          'expired-callback': () => answer(null),
          'error-callback': () => answer(null),
        });
      } catch (error) {
        console.error('[storefront] captcha: the provider could not render into', target, error);
        return changed('failed');
      }
      provider = loaded;
      changed('ready');
    },

    token,

    execute() {
      const now = token();
      if (now || state != 'ready' || !provider) return Promise.resolve(now);
      const run = provider;
      return new Promise((resolve) => {
        waiting.push(resolve);
        try {
          void run.execute(widgetId);
        } catch (error) {
          console.error('[storefront] captcha: execute failed', error);
          answer(null);
        }
      });
    },

    reset() {
      if (state != 'ready' || !provider) return;
      try {
        provider.reset(widgetId);
      } catch (error) {
        console.error('[storefront] captcha: reset failed', error);
      }
      answer(null);
    },

    validate() {
      if (token()) return null;
      if (state == 'failed' && loadFailed && container) {
        // The script may load now (the visitor is back online): try again, once per submit.
        const target = container;
        release();
        void controller.render(target);
      }
      return options.t('captchaIncomplete');
    },

    destroy() {
      if (state == 'destroyed') return;
      if (provider) {
        try {
          provider.reset(widgetId);
        } catch {
          /* the provider may already be gone with the page */
        }
      }
      release();
      state = 'destroyed';
      answer(null);
      listeners.clear();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return controller;
}
