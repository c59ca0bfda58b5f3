import { flag, id, json, number, text } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
import { parseForm, type Form } from '../../src/forms';
import { ConfigError } from '../../src/input/configError';
import { readInlineJson } from '../../src/input/inlineJson';

/** When the popup shows (docs/widgets/popup.md): after a delay, at a depth of scroll, or as the pointer leaves the window. */
export type Trigger = { kind: 'delay'; seconds: number } | { kind: 'scroll'; percent: number } | { kind: 'exit' };

/** The trigger when the element names none, and the delay an `exit` trigger falls back to on a touch screen. */
export const DEFAULT_DELAY_S = 8;
/** The longest delay (seconds) a trigger may name. */
export const MAX_DELAY_S = 600;

/** The popup's attributes (docs/widgets/popup.md). */
export const attributes = {
  /**
   * The site form shown in the popup (usually a newsletter form), as a [site form](site-form.md) takes it: from the
   * site's forms, else fetched alone (assumptions, docs/forms.md).
   */
  formId: id(),
  /**
   * Or: a selector of a `<script type="application/json">` holding the spec's Form (the prop: the Form). Exactly one of
   * the two: both, neither, no such element or malformed JSON give one console error, and nothing shows.
   */
  form: json<Record<string, unknown>>('data-form-json'),
  /**
   * When it shows: `delay:<seconds>` (0–600) after the page loads, `scroll:<percent>` (0–100) of the page scrolled, or
   * `exit` (the pointer leaving the top of the window, on a wide screen with a mouse; on a touch screen the 8 s delay).
   * Anything else gives one console error, and nothing shows.
   * @default `delay:8`
   */
  trigger: text(),
  /**
   * The version its storage keys are kept for (a whole number): raise it to show a changed popup again to visitors
   * who closed it or signed up.
   */
  version: number({ min: 1, max: 1_000_000, default: 1, whole: true }),
  /** Days the popup stays away after the visitor closed it (0: it shows again on the next page). */
  frequency: number({ min: 0, max: 365, default: 7, whole: true }),
  /** Present: a newsletter form (`Sign Up`; handed to the site form). */
  newsletter: flag(),
};

/** Where the form comes from: `data-form-id` (fetched when the popup opens) or `data-form-json` (inline, read now). */
export type PopupFormSource = { kind: 'id'; id: string } | { kind: 'form'; form: Form; selector: string };

export interface PopupOptions {
  source: PopupFormSource;
  trigger: Trigger;
  version: number;
  frequency: number;
  newsletter: boolean;
}

const fail = (message: string, what: string): never => {
  throw new ConfigError(message, `popup ${what}`);
};

/** Reads `delay:<s>`, `scroll:<percent>` or `exit` (any case, spaces around the parts allowed); throws a ConfigError otherwise. */
export function parseTrigger(value: string | null): Trigger {
  if (!value) return { kind: 'delay', seconds: DEFAULT_DELAY_S };
  const [kind = '', arg, ...rest] = value
    .toLowerCase()
    .split(':')
    .map((part) => part.trim());
  const n = arg === undefined || arg === '' ? NaN : Number(arg);
  if (kind == 'exit' && arg === undefined) return { kind: 'exit' };
  if (!rest.length && Number.isFinite(n)) {
    if (kind == 'delay' && n >= 0 && n <= MAX_DELAY_S) return { kind: 'delay', seconds: n };
    if (kind == 'scroll' && n >= 0 && n <= 100) return { kind: 'scroll', percent: n };
  }
  return fail(`data-trigger "${value}" must be delay:<seconds> (0–${MAX_DELAY_S}), scroll:<percent> (0–100) or exit`, 'data-trigger');
}

/**
 * Reads a popup's attributes once, at the edge (a problem throws: the loader logs it once, and nothing shows): exactly
 * one of `data-form-id` and `data-form-json`, the trigger, the version, the frequency in days, `data-newsletter`.
 */
export function parsePopupAttributes(el: Element, warn?: (message: string) => void): PopupOptions {
  const given = (name: string) => !!el.getAttribute(name)?.trim();
  const [hasId, hasJson] = [given('data-form-id'), given('data-form-json')];
  if (hasId == hasJson)
    fail(hasId ? 'use data-form-id or data-form-json, not both' : 'data-form-id or data-form-json is required', 'attributes');
  const a = readAttributes(el, attributes, 'popup', warn);
  let source: PopupFormSource;
  if (a.formId) source = { kind: 'id', id: a.formId };
  else {
    const parsed = parseForm(readInlineJson(a.form!, 'data-form-json', 'form', el.ownerDocument));
    source = parsed.ok
      ? { kind: 'form', form: parsed.form, selector: a.form! }
      : fail(`the form JSON in ${a.form}: ${parsed.error}`, 'data-form-json');
  }
  return { source, trigger: parseTrigger(a.trigger), version: a.version, frequency: a.frequency, newsletter: a.newsletter };
}
