// A small storefront page as a theme author would write it with React 19 and `@storefront/widgets/react`
// (docs/react.md): the product's widgets, the cart pill, and a header of the theme's own that counts the cart with
// useCart(). Built by Vite in the browser test (tests/e2e/react-theme.test.ts) and run against the mock platform.
import {
  AddToCart,
  CartPill,
  ProductStatus,
  Quantity,
  StorefrontProvider,
  useCart,
  useProduct,
  VariantPicker,
} from '@storefront/widgets/react';

function Header() {
  const { cart, status } = useCart();
  return (
    <header className="site-header">
      <p className="brand">Fern &amp; Field</p>
      <a href="/cart" id="theme-cart">
        Cart ({status == 'loading' ? '…' : (cart?.totalQuantity ?? 0)})
      </a>
    </header>
  );
}

function Title() {
  const { product } = useProduct('p-tee');
  return <h1>{product?.name ?? 'Tee'}</h1>;
}

export function App() {
  return (
    <StorefrontProvider websiteId="theme" currency="USD" locale="en-US">
      <Header />
      <main>
        <Title />
        <ProductStatus productId="p-tee">From $19.00</ProductStatus>
        <VariantPicker productId="p-tee" pickerStyle="radio">
          Sizes S, M and L, in black or white.
        </VariantPicker>
        <Quantity productId="p-tee" />
        <AddToCart productId="p-tee">
          <a href="/products/tee">Buy the tee</a>
        </AddToCart>
      </main>
      <CartPill href="/cart">
        <a href="/cart">Cart</a>
      </CartPill>
    </StorefrontProvider>
  );
}
