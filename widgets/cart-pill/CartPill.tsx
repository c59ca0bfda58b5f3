import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { selectTotalQuantity } from '../../src/cart/store';
import type { Translate } from '../../src/i18n';
import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/cart-count';
import { useStore } from '../../src/ui/useStore';
import type { Runtime } from '../../src/runtime/createRuntime';
import { isCartPage } from './attributes';

/**
 * - `suppressed`: never shown here (the cart page, express checkout, or a custom cart); renders nothing.
 * - `loading`: the cart is being loaded; hidden.
 * - `hidden`: totalQuantity is 0; faded out, out of the tab order and the accessibility tree.
 * - `shown`: at least one item.
 */
export type CartPillState = 'suppressed' | 'loading' | 'hidden' | 'shown';

/** Quantity above which the pill shows "100+" (spec 000 §9). */
export const OVERFLOW_AT = 100;

export function cartPillText(quantity: number, t: Translate): { count: string; label: string; name: string } {
  const count = quantity > OVERFLOW_AT ? t('cartPillOverflow') : String(quantity);
  const label = t(quantity === 1 ? 'cartPillItem' : 'cartPillItems');
  return { count, label, name: t('cartPillAccessibleName', { count, label }) };
}

export interface CartPillViewProps {
  href: string;
  rt: Runtime;
  /** Reflects the state onto the host element (`data-sf-state`) for host CSS and tests. */
  onState?: (state: CartPillState) => void;
}

const BUMP_MS = 200;
const LOADING = -1;

export function CartPill({ href, rt: { config, cart }, onState }: CartPillViewProps) {
  const t = useT();
  // One subscription, one number (-1 while loading): hundreds of pills re-render cheaply when the cart arrives.
  const view = useStore(cart.store, (s) => (s.status === 'loading' ? LOADING : selectTotalQuantity(s)));
  const loading = view === LOADING;
  const quantity = loading ? 0 : view;
  const suppressed = config.expressCheckout || config.customCart || isCartPage(href);
  const state: CartPillState = suppressed ? 'suppressed' : loading ? 'loading' : quantity > 0 ? 'shown' : 'hidden';
  const text = cartPillText(quantity, t);

  // Announce changes politely, not the first value (a page load is not news).
  const [announcement, setAnnouncement] = useState('');
  const [bump, setBump] = useState(false);
  const previous = useRef<number | null>(null);
  // The state the page opened with is not a change: it shows without the fade (and hundreds of pills on one page do
  // not start hundreds of transitions at load). Later changes fade. `data-instant` is set here, before paint
  // at each commit, rather than in the markup: the ref is read outside render, and settling costs no re-render.
  const region = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    region.current?.toggleAttribute('data-instant', previous.current === null);
  });
  useEffect(() => {
    if (loading) return;
    if (previous.current !== null && previous.current !== quantity) {
      setAnnouncement(text.name);
      setBump(true);
      const timer = setTimeout(() => setBump(false), BUMP_MS);
      previous.current = quantity;
      return () => clearTimeout(timer);
    }
    previous.current = quantity;
    return undefined;
  }, [quantity, loading, text.name]);

  useLayoutEffect(() => onState?.(state), [state, onState]);

  if (suppressed) return null;
  const shown = state === 'shown';
  return (
    <div className="sf-root">
      {/* A navigation landmark of its own: the pill floats, wherever the site owner put its element. While hidden the
          whole landmark leaves the accessibility tree (visibility: hidden), so no empty "Cart" region is announced. */}
      <nav part="region" className="region" aria-label={t('cartPillRegion')} data-state={state} ref={region}>
        <a
          part="pill"
          className="pill"
          href={href}
          data-state={state}
          data-bump={bump ? '' : undefined}
          aria-label={text.name}
          tabIndex={shown ? undefined : -1}
        >
          <svg part="icon" className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.3 8.3a1.5 1.5 0 0 1-1.4 1.1H8.1a1.5 1.5 0 0 1-1.5-1.2L4.4 3.5H2V2h3.6c.4 0 .8.3.9.7L5.2 4Z"
            />
          </svg>
          <span className="text">
            <span part="count" className="count">
              {text.count}
            </span>{' '}
            <span part="label" className="label">
              {text.label}
            </span>
          </span>
        </a>
      </nav>
      <span className="sf-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
