import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { isAuthenticated } from '../../src/cart/shouldLoadCart';
import { siteLanguages, type SiteLanguage, type SiteLanguages } from '../../src/data/languages';
import '../../src/i18n/strings/languages';
import type { Runtime } from '../../src/runtime/types';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { navigation } from '../../src/ui/navigate';
import { useT } from '../../src/ui/strings';
import type { LanguageSwitcherAttributes } from './attributes';

/**
 * - `loading`: the site's languages are being fetched; the element's fallback shows.
 * - `closed` / `open`: the button, its list of languages hidden or shown.
 * - `leaving`: a signed-in member chose a language: its locale is being set, then the browser goes to its page.
 * - `unavailable`: the languages could not be had (one console error); the fallback shows.
 */
export type LanguageSwitcherState = 'loading' | 'closed' | 'open' | 'leaving' | 'unavailable';

export interface LanguageSwitcherProps extends LanguageSwitcherAttributes {
  rt: Runtime;
  fail: (reason: unknown) => void;
  onState: (state: LanguageSwitcherState) => void;
}

const LIST_ID = 'sf-languages';

/**
 * The site's languages in the page's header (docs/widgets/language-switcher.md): a disclosure, a button naming the
 * current language and a list of links, one a language, the current one marked (`aria-current`). A link goes to its
 * language's page; for a signed-in member, choosing a language that is not one of the site's custom languages first
 * sets the account's locale (`POST /api/site-users/account/locale`, spec 001 §7), then leaves.
 */
export function LanguageSwitcher({ rt, label, align, fail, onState }: LanguageSwitcherProps) {
  const t = useT();
  const [data, setData] = useState<SiteLanguages | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusTo = useRef<number | null>(null);
  const state: LanguageSwitcherState = error ? 'unavailable' : !data ? 'loading' : leaving ? 'leaving' : open ? 'open' : 'closed';
  useWidgetState(onState, state, fail, !!error, error);

  useEffect(() => {
    let live = true;
    siteLanguages(rt).then(
      (answer) => {
        if (!live) return;
        if (answer.languages.length) setData(answer);
        else setError(new Error('the site has no languages to switch between'));
      },
      (reason: unknown) => live && setError(reason),
    );
    return () => void (live = false);
  }, [rt]);

  // The list closes with Escape (focus back on the button) and with a press elsewhere on the page.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key != 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onDown = (e: PointerEvent) => !e.composedPath().includes(root.current!) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  useLayoutEffect(() => {
    if (!open || focusTo.current == null) return;
    list.current?.querySelectorAll('a')[focusTo.current]?.focus();
    focusTo.current = null;
  }, [open]);

  if (!data) return <Fallback />;
  const current = data.languages.find((l) => l.code == data.current);
  const name = label ?? t('languageLabel');
  const links = () => Array.from(list.current?.querySelectorAll('a') ?? []);

  /** Arrow keys, Home and End move between the links (and from the button into the list). */
  const move = (e: KeyboardEvent, from: number) => {
    const all = links();
    const to = { ArrowDown: from + 1, ArrowUp: from - 1, Home: 0, End: all.length - 1 }[e.key];
    if (to === undefined || !all.length) return;
    e.preventDefault();
    const index = (to + all.length) % all.length;
    if (open) return all[index]?.focus();
    // The list shows with the next render: focus then (a layout effect, not a frame: a hidden tab runs none).
    focusTo.current = index;
    setOpen(true);
  };

  const choose = (e: MouseEvent, language: SiteLanguage) => {
    if (leaving) return e.preventDefault();
    // A new tab or window (a modifier, a middle press) is the browser's own: nothing is set.
    if (e.button != 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    // Signed in: the SiteUserInfo cookie says so (the account's code loads only then, src/account/account.ts).
    if (language.custom || !isAuthenticated()) return;
    // A signed-in member and a language of the translation service: the locale first, then the page.
    e.preventDefault();
    setLeaving(true);
    import('../../src/account/account')
      .then((m) => m.accountOf(rt).setLocale(language.code))
      .then(
        (result) => !result.ok && console.warn(`[storefront] language-switcher: the member's language was not set: ${result.message}`),
        (reason: unknown) => console.warn("[storefront] language-switcher: the member's language was not set:", reason),
      )
      .finally(() => navigation.go(language.url));
  };

  return (
    <div
      ref={root}
      className="sf-root switcher"
      data-state={state}
      onBlur={(e) => {
        // Tab past the last link closes the list.
        if (open && !root.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        part="button"
        className="button"
        aria-expanded={open}
        aria-controls={LIST_ID}
        aria-label={current ? t('languageButton', { label: name, language: current.name }) : name}
        aria-disabled={leaving || undefined}
        onClick={() => !leaving && setOpen(!open)}
        onKeyDown={(e) => (e.key == 'ArrowDown' || e.key == 'ArrowUp') && move(e, e.key == 'ArrowDown' ? -1 : 0)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span lang={current?.code}>{current?.name ?? name}</span>
        <svg className="chevron" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul ref={list} id={LIST_ID} part="list" className="list" data-align={align} aria-label={name} hidden={!open}>
        {data.languages.map((language, i) => {
          const here = language.code == data.current;
          return (
            <li key={language.code}>
              <a
                className="link"
                part={here ? 'link current' : 'link'}
                href={language.url}
                lang={language.code}
                hrefLang={language.code}
                aria-current={here ? 'true' : undefined}
                onClick={(e) => choose(e, language)}
                onKeyDown={(e) => move(e, i)}
              >
                {language.name}
                {here && (
                  <svg className="check" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5">
                    <path d="M5 12.5l4.5 4.5L19 7" />
                  </svg>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
