import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '../strings';
import '../../i18n/strings/forms';
import { COMPACT_BELOW_PX, createCaptcha, type CaptchaController, type CaptchaState } from '../../forms/captcha';
import type { Once } from '../../runtime/loadOnce';
import type { SiteSettings } from '../../settings/siteSettings';
import { widgetSettings } from '../../settings/widgetSettings';

// The captcha for widgets (docs/captcha.md): `const captcha = useCaptcha({ enabled, theme, rt })`, then
// `<Captcha captcha={captcha} />` where the widget shows it; before submitting, `captcha.validate()` (null or
// "Complete CAPTCHA before submitting.") and `captcha.token()`; after every failed submit, `captcha.reset()`. The
// widget shows and announces the message itself. Destroyed on unmount (and when `enabled` or `theme` change).

export interface CaptchaHandle {
  /** false: no captcha (the form has captchaEnabled off); the other members then do nothing and validate() is null. */
  readonly enabled: boolean;
  /** 'off' when not enabled. */
  readonly state: CaptchaState | 'off';
  /** The provider's token, or null while not completed. */
  token(): string | null;
  /** null when completed (or not enabled), else "Complete CAPTCHA before submitting.". */
  validate(): string | null;
  reset(): void;
  /** Asks the provider for a token; resolves with it, or null. */
  execute(): Promise<string | null>;
  /** For `<Captcha>`: null until mounted. */
  readonly controller: CaptchaController | null;
}

export interface UseCaptchaOptions {
  /** The form's captchaEnabled. */
  enabled: boolean;
  /** The form's captchaTheme ('light' | 'dark'). */
  theme?: string;
  /**
   * The runtime (or a test's own): its site settings' captchaSettings (site key, script URL; none logs one clear error)
   * and its load-once cache (the provider's script loads once per runtime).
   */
  rt: { readonly settings: Pick<SiteSettings, 'captchaSettings'>; readonly once: Once };
}

const noSubscribe = () => () => {};

export function useCaptcha({ enabled, theme, rt }: UseCaptchaOptions): CaptchaHandle {
  // The values, not the object: a caller may pass a fresh `rt` object (or settings) each render.
  const { siteKey, scriptUrl } = widgetSettings(rt.settings).captchaSettings ?? {};
  const { once } = rt;
  const t = useT();
  // Made in an effect, not during render, so a StrictMode remount (Storybook's React) gets a fresh one.
  const [controller, setController] = useState<CaptchaController | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const made = createCaptcha({ theme, settings: { siteKey, scriptUrl }, once, t });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the controller is an external resource this effect creates and destroys (a fresh one per StrictMode remount); publishing it is the point
    setController(made);
    return () => {
      made.destroy();
      setController((current) => (current == made ? null : current));
    };
  }, [enabled, theme, siteKey, scriptUrl, once, t]);
  const subscribe = useMemo(() => (controller ? (listener: () => void) => controller.subscribe(listener) : noSubscribe), [controller]);
  const version = useSyncExternalStore(subscribe, () => (controller ? controller.version : -1));
  return useMemo<CaptchaHandle>(() => {
    const live = enabled ? controller : null;
    return {
      enabled,
      state: !enabled ? 'off' : live ? live.state : 'idle',
      controller: live,
      token: () => (live ? live.token() : null),
      validate: () => (!enabled ? null : live ? live.validate() : t('captchaIncomplete')),
      reset: () => live?.reset(),
      execute: () => (live ? live.execute() : Promise.resolve(null)),
    };
    // version: a new handle on every change, so components using it re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version is the controller's change counter, listed on purpose (see above)
  }, [enabled, controller, version, t]);
}

export interface CaptchaProps {
  captcha: CaptchaHandle;
  /** The form's captchaAlignment: 'center' or 'right', else left. */
  align?: string;
}

const JUSTIFY: Record<string, string> = { center: 'center', right: 'flex-end' };

/** The provider's checkbox widget is 304 × 78 px, or 164 × 144 px in its compact size (chosen below 320 px). */
export const CAPTCHA_HEIGHT = { normal: 78, compact: 144 } as const;

/**
 * Where the provider draws its widget (part `captcha`, `data-state` idle | loading | ready | failed). Nothing when the
 * captcha is not enabled. Works inside a shadow root: the provider is given the element itself. Its place is held from
 * the first render (the height of the size the provider will be asked for): nothing under it moves when the provider's
 * script arrives. A failed captcha gives its place back.
 */
export function Captcha({ captcha, align }: CaptchaProps) {
  const { controller } = captcha;
  const ref = useRef<HTMLDivElement>(null);
  // A new key for each controller this component is given (counted here: no module state). The count is stored when
  // the controller changes, during render (React's pattern for information from previous renders).
  const [made, setMade] = useState({ controller, count: controller ? 1 : 0 });
  if (made.controller != controller) setMade({ controller, count: controller ? made.count + 1 : made.count });
  const key = controller ? (made.controller == controller ? made.count : made.count + 1) : 0;
  useEffect(() => {
    if (controller && ref.current) void controller.render(ref.current);
  }, [controller]);
  const failed = captcha.state == 'failed';
  // Set on the element, measured before the first paint: the size is the one the controller picks from this width.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const width = el.getBoundingClientRect().width;
    el.style.minHeight = failed ? '' : `${width > 0 && width < COMPACT_BELOW_PX ? CAPTCHA_HEIGHT.compact : CAPTCHA_HEIGHT.normal}px`;
  }, [key, failed, captcha.enabled]);
  if (!captcha.enabled) return null;
  return (
    <div
      // A fresh element per controller: a container is rendered into once.
      key={key}
      ref={ref}
      part="captcha"
      data-state={captcha.state}
      style={{ display: 'flex', justifyContent: JUSTIFY[align ?? ''] ?? 'flex-start' }}
    />
  );
}
