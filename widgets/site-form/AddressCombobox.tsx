import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { placeDetails, placeSuggestions, type PlacesContext, type PlaceSuggestion } from '../../src/api/places';
import { addressParts } from '../../src/forms/addressParts';
import type { Runtime } from '../../src/runtime/types';
import { mainProduct } from '../../src/telemetry/mainProduct';
import { useT } from '../../src/ui/strings';
import { stylesheet } from '../../src/ui/stylesheet';
import '../../src/i18n/strings/address';
import { comboboxCss } from './comboboxStyles';

/** Characters typed before suggestions are asked for, and the pause after the last keystroke. */
export const MIN_CHARS = 3;
export const PAUSE_MS = 250;

export interface AddressComboboxProps {
  rt: Pick<Runtime, 'api' | 'config'>;
  /** The address field's first line, made an ARIA 1.2 combobox while this is mounted. */
  input: HTMLInputElement;
  parts: string[];
  fill: (parts: string[]) => void;
}

/** A session token (one per address entry: from the first suggestions asked for to the place chosen). */
const newToken = (): string =>
  typeof crypto.randomUUID == 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The tracking context of both calls (spec 001 §7): the page's product, else false; the form section; the page. */
const contextOf = (rt: AddressComboboxProps['rt']): PlacesContext => ({
  productPage: mainProduct() ?? false,
  productSection: 'form',
  websiteId: rt.config.websiteId,
  pagePath: location.pathname,
});

const ARIA = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant'];

/**
 * Address completion on a site form's address field (docs/forms.md, "Address completion"): the first line is an ARIA
 * 1.2 combobox (`role="combobox"`, `aria-autocomplete="list"`, `aria-expanded`, `aria-controls` naming the listbox,
 * `aria-activedescendant` the option under the arrows; focus stays in the input). 3 characters and a 250 ms pause ask
 * for suggestions (`GET …/places/autocomplete`); their count is announced; ArrowDown/ArrowUp move, Enter or a click
 * chooses (`GET …/places/details`, then the six parts are filled), Escape closes. One session token per address entry,
 * sent with both calls. Any failure: one console error, the list goes for good, the fields stay plain inputs.
 */
export function AddressCombobox({ rt, input, parts, fill }: AddressComboboxProps) {
  const t = useT();
  const listId = `${input.id}-suggestions`;
  const [items, setItems] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [said, say] = useState('');
  const [broken, setBroken] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // What the input's listeners read: the latest render's values, the token, the pending pause and request.
  const latest = useRef({ items, open, active, parts, fill, token: '', timer: 0, ask: null as AbortController | null, broken: false });
  useLayoutEffect(() => void Object.assign(latest.current, { items, open, active, parts, fill }));

  useLayoutEffect(() => {
    const shadow = input.getRootNode();
    const sheet = stylesheet(comboboxCss);
    if (shadow instanceof ShadowRoot && !shadow.adoptedStyleSheets.includes(sheet))
      shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  }, [input]);

  // The input's ARIA: a combobox while the completion works, a plain input again once it failed or went.
  useLayoutEffect(() => {
    if (broken) return void ARIA.forEach((a) => input.removeAttribute(a));
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-expanded', String(open));
    input.setAttribute('aria-controls', listId);
    if (open && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }, [input, broken, open, active, listId]);
  useEffect(() => () => ARIA.forEach((a) => input.removeAttribute(a)), [input]);

  // The option under the arrows stays in view.
  useEffect(() => {
    if (open && active >= 0) list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  useEffect(() => {
    const s = latest.current;
    const close = () => {
      setOpen(false);
      setActive(-1);
    };
    const fail = (error: unknown) => {
      if (s.broken || (error instanceof DOMException && error.name == 'AbortError')) return;
      s.broken = true;
      clearTimeout(s.timer);
      s.ask?.abort();
      setBroken(true);
      close();
      console.error(
        `[storefront] site-form: address completion stopped; the address is typed in full: ${error instanceof Error ? error.message : String(error)}`,
      );
    };
    const ask = (text: string) => {
      s.ask?.abort();
      const ctrl = (s.ask = new AbortController());
      s.token ||= newToken();
      placeSuggestions(rt.api, { input: text, sessionToken: s.token, context: contextOf(rt) }, ctrl.signal).then((found) => {
        if (ctrl.signal.aborted || s.broken) return;
        setItems(found);
        setActive(-1);
        setOpen(found.length > 0);
        say(!found.length ? t('addressNone') : found.length == 1 ? t('addressFoundOne') : t('addressFound', { count: found.length }));
      }, fail);
    };
    const choose = (i: number) => {
      const item = s.items[i];
      if (!item) return;
      close();
      const sessionToken = s.token || newToken();
      // The entry ends with its choice: the next typing is a new entry, with a new token.
      s.token = '';
      s.fill([item.main, ...s.parts.slice(1)]);
      placeDetails(rt.api, { placeId: item.placeId, sessionToken, context: contextOf(rt) }).then((components) => {
        if (s.broken) return;
        const next = addressParts(components);
        // A place without a unit keeps the visitor's own second line.
        s.fill(next.map((v, j) => (j == 1 && !v ? (s.parts[1] ?? '') : v || (j == 0 ? item.main : ''))));
        say(t('addressFilled', { address: item.description }));
      }, fail);
    };
    const onInput = () => {
      if (s.broken) return;
      clearTimeout(s.timer);
      const text = input.value.trim();
      if (text.length < MIN_CHARS) {
        s.ask?.abort();
        return close();
      }
      s.timer = window.setTimeout(() => ask(text), PAUSE_MS);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (s.broken || e.altKey || e.ctrlKey || e.metaKey) return;
      const n = s.items.length;
      if (e.key == 'ArrowDown' || e.key == 'ArrowUp') {
        if (!n) return;
        e.preventDefault();
        const down = e.key == 'ArrowDown';
        if (!s.open) {
          setOpen(true);
          setActive(down ? 0 : n - 1);
        } else setActive(down ? (s.active + 1) % n : s.active <= 0 ? n - 1 : s.active - 1);
      } else if (e.key == 'Enter' && s.open && s.active >= 0) {
        e.preventDefault();
        choose(s.active);
      } else if (e.key == 'Escape' && s.open) {
        e.preventDefault();
        e.stopPropagation();
        close();
      }
    };
    const onClick = (e: MouseEvent) => {
      const option = (e.target as Element).closest?.('[role=option]');
      if (option) choose(Number(option.getAttribute('data-index')));
    };
    const ul = list.current!;
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', close);
    ul.addEventListener('click', onClick);
    // The first keystroke that loaded this code: ask for it too.
    if (input.value.trim().length >= MIN_CHARS && input.matches(':focus')) onInput();
    return () => {
      clearTimeout(s.timer);
      s.ask?.abort();
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', close);
      ul.removeEventListener('click', onClick);
    };
    // The listeners read the latest values through `s`; the strings' `t` is the runtime's, fixed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input, rt]);

  if (broken) return null;
  return (
    <>
      {/* A press on an option keeps focus in the input (mousedown's default would move it and close the list). */}
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={t('addressSuggestions')}
        className="suggestions"
        part="suggestions"
        hidden={!open}
        onMouseDown={(e) => e.preventDefault()}
      >
        {items.map((item, i) => (
          <li
            key={item.placeId}
            id={`${listId}-${i}`}
            data-index={i}
            role="option"
            aria-selected={i == active}
            className="suggestion"
            part="suggestion"
          >
            <span className="main">{item.main}</span>
            {item.secondary && <span className="secondary">{item.secondary}</span>}
          </li>
        ))}
      </ul>
      <span role="status" className="sf-visually-hidden">
        {said}
      </span>
    </>
  );
}
