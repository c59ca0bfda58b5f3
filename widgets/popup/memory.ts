import { tryStorage } from '../../src/storage/safeStorage';

/**
 * The popup overlay's local storage keys (spec 001 §3 "Popup overlay local storage keys: date-closed, version,
 * submitted"), under the SDK's `sf-popup:` prefix (the page's origin is the site owner's: the prefix keeps them apart
 * from the page's own): when the visitor last closed it (milliseconds since 1970), the popup version they are kept
 * for, and `true` once the visitor has submitted its form.
 */
export const POPUP_KEYS = {
  dateClosed: 'sf-popup:date-closed',
  version: 'sf-popup:version',
  submitted: 'sf-popup:submitted',
} as const;

const DAY_MS = 86_400_000;

/**
 * Whether the popup of `version` may show: not after its form was submitted, nor within `frequencyDays` of the
 * visitor closing it. Keys kept for another version count for nothing (the owner raised it: the changed popup shows
 * again). Storage that cannot be read (spec 001 §8: storage failures only warn) counts as empty.
 */
export function popupDue(version: number, frequencyDays: number, now = Date.now()): boolean {
  const read = (key: string) => tryStorage(() => localStorage.getItem(key)) ?? null;
  if (read(POPUP_KEYS.version) != String(version)) return true;
  if (read(POPUP_KEYS.submitted) == 'true') return false;
  const closed = Number(read(POPUP_KEYS.dateClosed));
  return !(closed > 0 && now - closed < frequencyDays * DAY_MS);
}

/** Keeps `version` as the version of the keys, forgetting those of another. */
function keepVersion(version: number): void {
  tryStorage(() => {
    if (localStorage.getItem(POPUP_KEYS.version) == String(version)) return;
    localStorage.removeItem(POPUP_KEYS.dateClosed);
    localStorage.removeItem(POPUP_KEYS.submitted);
    localStorage.setItem(POPUP_KEYS.version, String(version));
  });
}

/** The visitor closed the popup of `version` now (`date-closed`). */
export function rememberClosed(version: number, now = Date.now()): void {
  keepVersion(version);
  tryStorage(() => localStorage.setItem(POPUP_KEYS.dateClosed, String(now)));
}

/** The visitor submitted the form of the popup of `version` (`submitted`): it never shows again for that version. */
export function rememberSubmitted(version: number): void {
  keepVersion(version);
  tryStorage(() => localStorage.setItem(POPUP_KEYS.submitted, 'true'));
}
