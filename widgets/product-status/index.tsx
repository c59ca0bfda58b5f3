import { useCallback } from 'react';
import { parseProductAttributes, productContext } from '../../src/product';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/types';
import { ProductStatus, type ProductStatusState } from './ProductStatus';
import { productStatusCss } from './styles';

/** `<div data-sf-widget="product-status" data-product-id="p-tee" [data-show-image]>`: see docs/widgets/product-status.md. */
export const mount: WidgetMount = (el, ctx) => {
  const { source, scope } = parseProductAttributes(el);
  const { store } = productContext(source, scope, ctx.config.currency);
  const showImage = el.hasAttribute('data-show-image');
  const unmount = mountWidget(el, ctx, {
    name: 'product-status',
    css: productStatusCss,
    render: ({ fail }) => <Host el={el} store={store} showImage={showImage} fail={fail} />,
  });
  return () => {
    unmount();
    el.removeAttribute('data-sf-state');
  };
};

function Host({ el, ...props }: { el: HTMLElement } & Omit<Parameters<typeof ProductStatus>[0], 'onState'>) {
  const onState = useCallback((state: ProductStatusState) => el.setAttribute('data-sf-state', state), [el]);
  return <ProductStatus {...props} onState={onState} />;
}
