// Type-checked against the built package as a theme author gets it (`@storefront/widgets/react` through package.json
// `exports` → dist/react/index.d.ts), by scripts/test/package-check.mjs after the build. Each @ts-expect-error line is a
// mistake the types must refuse: if one compiled, tsc would fail on the unused directive.
import {
  AddToCart,
  Cart,
  CartPill,
  ErrorReporter,
  InstalmentPill,
  ProductStatus,
  Quantity,
  RestockForm,
  SiteForm,
  StorefrontProvider,
  useCart,
  useProduct,
  useStorefrontEvent,
  VariantPicker,
  type UseCart,
  type UseProduct,
} from '@storefront/widgets/react';

export function Page() {
  const cart: UseCart = useCart();
  const tee: UseProduct = useProduct('p-tee');
  useStorefrontEvent('item-added', (detail) => console.log(detail));
  void cart.add({ itemId: 'p-poster', quantity: 2 });
  tee.choose('Size', 'M');
  return (
    <StorefrontProvider websiteId="w1" currency="USD" locale="en-US" errorReporting="page">
      <CartPill href="/cart">Cart</CartPill>
      <ProductStatus productId="p-tee" showImage />
      <VariantPicker productId="p-tee" pickerStyle="radio" />
      <Quantity productId="p-tee" scope="hero" />
      <AddToCart productId="p-tee" checkoutUrl="/checkout">
        Buy
      </AddToCart>
      <Cart checkoutUrl="/checkout" />
      <InstalmentPill productId="p-tee" afterpayAvailable afterpayMin={3500} afterpayMax={100000} stripeAccountCountry="US" />
      <InstalmentPill source="cart" />
      <RestockForm productId="p-mug" captcha="dark" />
      <SiteForm formId="f-contact" newsletter contentSource="c" pagePermissionType={1} />
      <ErrorReporter scope="page" />

      {/* @ts-expect-error: productId is required */}
      <AddToCart />
      {/* @ts-expect-error: pickerStyle is 'dropdown' or 'radio' */}
      <VariantPicker productId="p-tee" pickerStyle="grid" />
      {/* @ts-expect-error: errorReporting is 'sdk', 'page' or 'off' */}
      <StorefrontProvider errorReporting="all" />
      {/* @ts-expect-error: afterpayMin is cents, a number */}
      <InstalmentPill productId="p-tee" afterpayMin="35.00" />
      {/* @ts-expect-error: a cart pill takes no product */}
      <InstalmentPill source="cart" productId="p-tee" />
      {/* @ts-expect-error: formId is required */}
      <SiteForm newsletter />
      {/* @ts-expect-error: scope is 'sdk' or 'page' */}
      <ErrorReporter scope="everything" />
      {/* @ts-expect-error: no such option */}
      <Cart checkout="/x" />
    </StorefrontProvider>
  );
}

export function useAddWithoutItem() {
  // @ts-expect-error: useCart's add needs an itemId
  void useCart().add({ quantity: 1 });
}
