import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { clearCookies } from '../../tests/unit/clearCookies';
import { identify, sessionStore, SESSION_MS } from './identity';
import { createToggles, parseExperiments, TOGGLE_MESSAGES } from './toggles';

const experiments = [
  { name: 'new-pill', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'all', containsError: false },
  { name: 'old-pill', experimentType: 'FEATURE_TOGGLE', variant: 'false', segmentName: 'all', containsError: false },
  { name: 'yes-pill', experimentType: 'FEATURE_TOGGLE', variant: 'TRUE', segmentName: 'all', containsError: false },
  { name: 'button-colour', experimentType: 'AB_TEST', variant: 'green', segmentName: 'returning', containsError: false },
  { name: 'broken', experimentType: 'AB_TEST', variant: 'blue', segmentName: 'all', containsError: true },
  { name: 'odd-type', experimentType: 'SOMETHING', variant: 'x' },
  { nope: true },
];

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.clear();
  clearCookies('SS_SESSION_ID', 'SS_HAS_LANDED', 'SS_IS_FIRST_SESSION', 'SS_ANALYTICS_ID', 'SS_ANALYTICS_EXPIRATION');
});
afterEach(() => vi.restoreAllMocks());

describe('feature toggles (spec 001 §4)', () => {
  it('enabled only when the variant is the string "true"; otherwise the caller\'s default', () => {
    const t = createToggles({ experiments });
    expect(t.isEnabled('new-pill', false)).toBe(true);
    expect(t.isEnabled('old-pill', true)).toBe(true);
    expect(t.isEnabled('old-pill', false)).toBe(false);
    expect(t.isEnabled('yes-pill', false)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it("each failed lookup gives the default and warns once with the spec's message", () => {
    const t = createToggles({ experiments });
    expect(t.isEnabled('missing', true)).toBe(true);
    expect(t.isEnabled('missing', false)).toBe(false);
    expect(t.isEnabled('button-colour', true)).toBe(true);
    expect(t.isEnabled('odd-type', false)).toBe(false);
    expect(warn.mock.calls.map((c: unknown[]) => c[0])).toEqual([
      `[storefront] toggles: "missing": ${TOGGLE_MESSAGES.missing}`,
      `[storefront] toggles: "button-colour": The specified feature is not a FEATURE_TOGGLE`,
      `[storefront] toggles: "odd-type": ${TOGGLE_MESSAGES.invalid}`,
    ]);
    expect(createToggles({}).isEnabled('new-pill', true)).toBe(true);
    expect(warn.mock.calls.at(-1)![0]).toContain(TOGGLE_MESSAGES.notLoaded);
  });
});

describe('A/B tests (spec 001 §4)', () => {
  it("the variant and its segment; a lookup with an error: the default segment and the caller's default variant", () => {
    const t = createToggles({ experiments });
    expect(t.variant('button-colour', 'grey')).toEqual({ variant: 'green', segmentName: 'returning' });
    expect(t.variant('broken', 'grey')).toEqual({ variant: 'grey', segmentName: 'default' });
    expect(t.variant('missing', 'grey')).toEqual({ variant: 'grey', segmentName: 'default' });
    expect(t.variant('new-pill', 'grey')).toEqual({ variant: 'grey', segmentName: 'default' });
    expect(warn.mock.calls.map((c) => String(c[0]).split(': ').pop())).toEqual([
      TOGGLE_MESSAGES.invalid,
      TOGGLE_MESSAGES.missing,
      'The specified feature is not a AB_TEST',
    ]);
  });
});

describe('query-string overrides (spec 001 §6)', () => {
  it('only where the settings mark the site internal', () => {
    const search = '?sfToggle.old-pill=true&sfToggle.button-colour=red&sfToggle.unknown=1';
    expect(createToggles({ experiments }, search).isEnabled('old-pill', false)).toBe(false);
    const internal = createToggles({ experiments, internal: true }, search);
    expect(internal.isEnabled('old-pill', false)).toBe(true);
    expect(internal.variant('button-colour', 'grey')).toEqual({ variant: 'red', segmentName: 'returning' });
    expect(internal.isEnabled('unknown', false)).toBe(false);
  });

  it('kept for the session on internal sites: later pages without the query keep them, until ?sfToggleReset', () => {
    createToggles({ experiments, internal: true }, '?sfToggle.button-colour=red');
    expect(createToggles({ experiments, internal: true }, '').variant('button-colour', 'grey').variant).toBe('red');
    // Not on a site that is not internal, kept or not.
    expect(createToggles({ experiments }, '').variant('button-colour', 'grey').variant).toBe('green');
    expect(createToggles({ experiments, internal: true }, '?sfToggleReset').variant('button-colour', 'grey').variant).toBe('green');
    expect(createToggles({ experiments, internal: true }, '').variant('button-colour', 'grey').variant).toBe('green');
    // A reset with a new override: only the new one.
    createToggles({ experiments, internal: true }, '?sfToggle.button-colour=red');
    const t = createToggles({ experiments, internal: true }, '?sfToggleReset&sfToggle.old-pill=true');
    expect([t.variant('button-colour', 'grey').variant, t.isEnabled('old-pill', false)]).toEqual(['green', true]);
  });
});

describe('session info (spec 001 §4)', () => {
  it('the first landing has no session flag; the first session has no landing flag in local storage', () => {
    const t = createToggles({ experiments });
    expect(t.session()).toEqual({ firstLanding: true, firstSession: true });
    identify();
    expect(t.session()).toEqual({ firstLanding: false, firstSession: false });
    sessionStore().set('SS_SESSION_ID', 'x', -1);
    expect(t.session()).toEqual({ firstLanding: true, firstSession: false });
    expect(SESSION_MS).toBe(30 * 60_000);
  });
});

describe('experiment contexts', () => {
  it('parsed with every field; entries without a name skipped; a bad type or variant kept as containing an error', () => {
    expect(parseExperiments('nope')).toBeNull();
    const parsed = parseExperiments(experiments)!;
    expect(parsed.map((e) => e.name)).toEqual(['new-pill', 'old-pill', 'yes-pill', 'button-colour', 'broken', 'odd-type']);
    expect(parsed[5]).toEqual({
      name: 'odd-type',
      experimentType: 'FEATURE_TOGGLE',
      variant: 'x',
      segmentName: 'default',
      containsError: true,
    });
    expect(createToggles({ experiments }).contexts()).toEqual(parsed);
  });
});
