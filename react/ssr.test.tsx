// @vitest-environment node
// A server has no window or document: importing the React entry and rendering it there must work.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe('@storefront/widgets/react on a server (no DOM)', () => {
  it('imports without a window and renders each component as its host with the fallback', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const { AddToCart, Cart, CartPill, InstalmentPill, Quantity, RestockForm, SiteForm, StorefrontProvider, VariantPicker } =
      await import('./index');
    const html = renderToString(
      <StorefrontProvider websiteId="w1">
        <VariantPicker productId="p-tee" pickerStyle="radio">
          Sizes S to L
        </VariantPicker>
        <Quantity productId="p-tee" />
        <AddToCart productId="p-tee">Email us to order</AddToCart>
        <CartPill>Cart</CartPill>
        <Cart>Your cart</Cart>
        <InstalmentPill source="cart" />
        <RestockForm productId="p-mug" captcha="dark" />
        <SiteForm formId="f-contact" newsletter>
          Write to us
        </SiteForm>
      </StorefrontProvider>,
    );
    expect(html).toContain('<div data-sf-react="variant-picker" data-product-id="p-tee" data-style="radio">Sizes S to L</div>');
    expect(html).toContain('Email us to order');
    expect(html).toContain('data-sf-react="cart-pill"');
    expect(html).toContain('<div data-sf-react="instalment-pill" data-source="cart"></div>');
    expect(html).toContain('<div data-sf-react="restock-form" data-product-id="p-mug" data-captcha="dark"></div>');
    expect(html).toContain('<div data-sf-react="site-form" data-form-id="f-contact" data-newsletter="">Write to us</div>');
  });
});
