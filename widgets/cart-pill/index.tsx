import { useCallback } from 'react';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/types';
import { parseCartPillAttributes } from './attributes';
import { CartPill, type CartPillState } from './CartPill';
import { cartPillCss } from './styles';

function Host({ el, href, config }: { el: HTMLElement; href: string; config: Parameters<typeof CartPill>[0]['config'] }) {
  const onState = useCallback((state: CartPillState) => el.setAttribute('data-sf-state', state), [el]);
  return <CartPill href={href} config={config} onState={onState} />;
}

/** `<div data-sf-widget="cart-pill" data-href="/cart">`: see docs/widgets/cart-pill.md. */
export const mount: WidgetMount = (el, ctx) => {
  const { href } = parseCartPillAttributes(el);
  const unmount = mountWidget(el, ctx, {
    name: 'cart-pill',
    css: cartPillCss,
    render: () => <Host el={el} href={href} config={ctx.config} />,
  });
  return () => {
    unmount();
    el.removeAttribute('data-sf-state');
  };
};
