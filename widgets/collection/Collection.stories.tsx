import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withPlatform } from '../../stories/platform';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { Collection } from '../../react';

/** `<Collection>` from `@storefront/widgets/react` over the mock platform's shop (mock-server/seed.ts: 48 products). */
const meta = {
  title: 'Widgets/Collection',
  component: Collection,
  args: {
    collectionId: 'c-shop',
    pageSize: 8,
    productUrl: '/product?id={id}',
    label: 'All products',
    children: <a href="/shop">Browse the shop</a>,
  },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    docs: { description: { component: 'A grid of product cards, a page at a time, with "Load more"; see docs/widgets/collection.md.' } },
  },
} satisfies Meta<typeof Collection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the collection to settle, then runs `act` on its shadow root. */
const after =
  (act: (root: ShadowRoot) => void | Promise<void>): Story['play'] =>
  async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-sf-react]')!;
    for (let i = 0; i < 400 && !['ready', 'empty'].includes(host.getAttribute('data-sf-state') ?? ''); i++)
      await new Promise((r) => setTimeout(r, 25));
    if (host.shadowRoot) await act(host.shadowRoot);
  };

/** The first page of the shop: pictures, titles, badges, prices; Add to Cart, or Quick View where there is a choice. */
export const FirstPage: Story = { name: 'A page' };

/** "Load more" pressed once: the next page follows, focus on its first card. */
export const LoadMore: Story = {
  name: 'Load more',
  play: after((root) => root.querySelector<HTMLButtonElement>('[part=load-more]')?.click()),
};

/** A list of products by id (`productIds`): sale, sold out, a subscription, a gift card. */
export const List: Story = {
  name: 'A list of products',
  args: {
    collectionId: undefined,
    productIds: ['p-monstera', 'p-olive-tree', 'p-seed-of-the-month', 'p-flower-box', 'p-gift', 'p-tee-rust'],
  },
};

/**
 * Pictures of other shapes than the 4:5 slot (4:3, 16:10, square, 3:4), shown whole: the bands above and below, or
 * beside, take each picture's own edge tones from its `colorData` (docs/widgets/collection.md, "Styling").
 */
export const PictureShapes: Story = {
  name: 'Pictures of other shapes',
  args: { collectionId: undefined, productIds: ['p-consult', 'p-gift', 'p-engraved-pen', 'p-mug', 'p-poster', 'p-ebook'] },
};

/** The same cards with the theme's own band colour (`--sf-collection-image-background`), which wins over the pictures' tones. */
export const ThemeBands: Story = {
  name: "Pictures of other shapes, the theme's band colour",
  args: PictureShapes.args,
  decorators: [
    (Story) => (
      <div style={{ '--sf-collection-image-background': '#fff' } as React.CSSProperties}>
        <Story />
      </div>
    ),
  ],
};

/**
 * Sold-out cards: the badge, and the card's button disabled, reading the store's customSoldOutText (the olive tree's
 * "Back in spring") or "sold out" (the lavender seeds, the rose candle); beside an in-stock card.
 */
export const SoldOutCards: Story = {
  name: 'Sold-out cards',
  args: { collectionId: undefined, productIds: ['p-seeds-lavender', 'p-candle-rose', 'p-olive-tree', 'p-poster'] },
};

/** A collection with no products. */
export const Empty: Story = { args: { collectionId: 'c-none' } };

/** The next page fails: its message, and the button to try again; the cards shown stay. */
export const LoadMoreFails: Story = {
  name: 'Load more fails',
  parameters: withPlatform(
    http.get('*/api/commerce/products', ({ request }) =>
      new URL(request.url).searchParams.has('cursor')
        ? HttpResponse.json({ message: 'The shop is taking a break. Try again in a minute.' }, { status: 400 })
        : undefined,
    ),
  ),
  play: after((root) => root.querySelector<HTMLButtonElement>('[part=load-more]')?.click()),
};

/** The first page fails: one console error, the element's fallback shows again. */
export const Error: Story = {
  name: 'Could not be loaded',
  parameters: withPlatform(http.get('*/api/commerce/products', () => HttpResponse.json({ message: 'Not today.' }, { status: 400 }))),
};

/** The first page never answers: the element's fallback shows. */
export const Loading: Story = {
  parameters: withPlatform(
    http.get('*/api/commerce/products', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};
