import { IDENTITY_KEYS, SESSION_MS, sessionStore } from './identity';
import { isObj } from '../input/isObj';

/** An experiment's context (spec 001 §3 "Analytics entities"), as the site settings give it and analytics carry it. */
export interface ExperimentContext {
  name: string;
  experimentType: 'FEATURE_TOGGLE' | 'AB_TEST';
  variant: string;
  segmentName: string;
  containsError: boolean;
}

/** Spec 001 §8 "Feature flags": why a lookup fell back to the caller's default. */
export const TOGGLE_MESSAGES = {
  notLoaded: 'The underlying Praetor configuration is not loaded',
  missing: 'The specified feature does not exist',
  wrongType: (type: string) => `The specified feature is not a ${type}`,
  invalid: 'The specified feature has an invalid server-side definition',
} as const;

/** The segment an A/B lookup that failed falls back to. */
export const DEFAULT_SEGMENT = 'default';

/** Query-string override of an experiment's variant, on sites the settings mark internal: `?sfToggle.<name>=<variant>`. */
export const OVERRIDE_PREFIX = 'sfToggle.';
/** Query flag that drops the session's overrides (spec 001 §6: internal sites "override … and reset them"). */
export const OVERRIDE_RESET = 'sfToggleReset';
/** Where the session's overrides are kept (the session storage helper: 30 minutes from the last page that set them). */
export const OVERRIDES_KEY = 'SF_TOGGLE_OVERRIDES';

export interface Toggles {
  /** Spec 001 §4: true only when the toggle's variant is the string `true`; otherwise (and on any error) `fallback`. */
  isEnabled(name: string, fallback: boolean): boolean;
  /** An A/B test's variant and segment; on any error, the caller's `fallback` variant in the default segment. */
  variant(name: string, fallback: string): { variant: string; segmentName: string };
  /** Whether this page view is the session's first landing, and whether the session is the browser's first. */
  session(): { firstLanding: boolean; firstSession: boolean };
  /** Every experiment context, as analytics events carry them. */
  contexts(): ExperimentContext[];
}

const TYPES = ['FEATURE_TOGGLE', 'AB_TEST'];

/**
 * Reads `settings.experiments` (a list of experiment contexts: docs/toggles.md). Entries that are not objects or have
 * no name are skipped; one whose type or variant is not valid is kept with `containsError`, so a lookup of it falls back.
 */
export function parseExperiments(value: unknown): ExperimentContext[] | null {
  if (!Array.isArray(value)) return null;
  const out: ExperimentContext[] = [];
  for (const e of value as Record<string, unknown>[]) {
    if (typeof e != 'object' || !e || typeof e.name != 'string' || !e.name) continue;
    const valid = TYPES.includes(e.experimentType as string) && typeof e.variant == 'string';
    out.push({
      name: e.name,
      experimentType: (valid ? e.experimentType : 'FEATURE_TOGGLE') as ExperimentContext['experimentType'],
      variant: typeof e.variant == 'string' ? e.variant : '',
      segmentName: typeof e.segmentName == 'string' && e.segmentName ? e.segmentName : DEFAULT_SEGMENT,
      containsError: !valid || e.containsError === true,
    });
  }
  return out;
}

/**
 * The page's feature toggles and experiments (spec 001 §3, §4, §6): from the site settings' `experiments`, with the
 * query string's `sfToggle.<name>=<variant>` overriding a variant only where the settings mark the site `internal`.
 * A lookup that falls back warns once per name with the spec's message.
 */
export function createToggles(
  settings: { experiments?: unknown; internal?: unknown },
  search = location.search,
  store = sessionStore(),
): Toggles {
  const parsed = parseExperiments(settings.experiments);
  if (parsed && settings.internal === true) {
    // A session override (spec 001 §6): the query's overrides are kept for the session and apply on its later pages too,
    // until `?sfToggleReset` drops them; only on internal sites.
    const query = new URLSearchParams(search);
    let kept: Record<string, unknown> = {};
    try {
      const stored: unknown = query.has(OVERRIDE_RESET) ? {} : JSON.parse(store.get(OVERRIDES_KEY) ?? '{}');
      if (isObj(stored)) kept = stored;
    } catch {
      // Unreadable: none kept.
    }
    for (const [key, value] of query) if (key.startsWith(OVERRIDE_PREFIX)) kept[key.slice(OVERRIDE_PREFIX.length)] = value;
    if (Object.keys(kept).length) store.set(OVERRIDES_KEY, JSON.stringify(kept), SESSION_MS);
    else store.remove(OVERRIDES_KEY);
    for (const [name, variant] of Object.entries(kept)) {
      const e = parsed.find((x) => x.name == name);
      if (e && typeof variant == 'string') Object.assign(e, { variant, containsError: false });
    }
  }
  const warned = new Set<string>();
  const warn = (name: string, message: string) => {
    if (!warned.has(name)) console.warn(`[storefront] toggles: "${name}": ${message}`);
    warned.add(name);
  };
  /** The context of `name` when it is a valid `type`; else null, with the reason warned. */
  const lookup = (name: string, type: ExperimentContext['experimentType']): ExperimentContext | null => {
    const e = parsed?.find((x) => x.name == name);
    const problem = !parsed
      ? TOGGLE_MESSAGES.notLoaded
      : !e
        ? TOGGLE_MESSAGES.missing
        : e.containsError
          ? TOGGLE_MESSAGES.invalid
          : e.experimentType != type
            ? TOGGLE_MESSAGES.wrongType(type)
            : null;
    if (problem) warn(name, problem);
    return problem ? null : e!;
  };
  return {
    isEnabled: (name, fallback) => (lookup(name, 'FEATURE_TOGGLE')?.variant === 'true' ? true : fallback),
    variant(name, fallback) {
      const e = lookup(name, 'AB_TEST');
      return e ? { variant: e.variant, segmentName: e.segmentName } : { variant: fallback, segmentName: DEFAULT_SEGMENT };
    },
    session: () => ({ firstLanding: !store.get(IDENTITY_KEYS.sessionId), firstSession: !store.get(IDENTITY_KEYS.hasLanded) }),
    contexts: () => (parsed ?? []).map((e) => ({ ...e })),
  };
}
