import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Reviews } from '../../react';
import { controlsOf } from '../../stories/controls';
import { withPlatform } from '../../stories/platform';
import { storySettings } from '../../stories/settings';
import type { StorefrontParameters } from '../../stories/storefront';
import { attributes } from './attributes';

/**
 * `<Reviews>` from `@storefront/widgets/react`, on the mock platform's seeded reviews (mock-server/reviews.ts): the tee's
 * 128, the mug's imported ones, the e-book's none. Each story puts its site settings on the page (`data-settings`).
 */
const BOTH = { storeSettings: { nativeReviewsEnabled: true, importedReviewsEnabled: true } };
const settings = (value: object, id: string) => ({
  storefront: { config: { settings: storySettings(value, id) } } satisfies StorefrontParameters,
});

const meta = {
  title: 'Widgets/Reviews',
  component: Reviews,
  args: { productId: 'p-tee' },
  argTypes: { ...controlsOf(attributes) },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
  parameters: {
    ...settings(BOTH, 'sf-story-reviews-both'),
    docs: { description: { component: "A product's reviews, where the site settings show them; see docs/widgets/reviews.md." } },
  },
} satisfies Meta<typeof Reviews>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Native and imported reviews: the summary ("4.x out of 5, 128 reviews"), the distribution, sort, ten reviews, Load more. */
export const Ready: Story = {};

/** Only imported reviews enabled: asked for with `source=imported` (the mug's are all imported). */
export const OnlyImported: Story = {
  name: 'Only imported',
  args: { productId: 'p-mug' },
  parameters: settings({ storeSettings: { importedReviewsEnabled: true } }, 'sf-story-reviews-imported'),
};

/** A product without reviews: "No reviews yet". */
export const NoReviews: Story = { name: 'No reviews', args: { productId: 'p-ebook' } };

/** The first page could not be loaded: "Unable to load." and Try again. */
export const Failed: Story = {
  name: 'Error',
  parameters: withPlatform(
    http.get('*/api/commerce/products/:id/reviews', () => HttpResponse.json({ message: 'Not today.' }, { status: 500 })),
  ),
};

/** The first page on its way: "Loading reviews…", the place held. */
export const Loading: Story = {
  parameters: withPlatform(http.get('*/api/commerce/products/:id/reviews', () => new Promise<Response>(() => {}))),
};

/** The kill switch on (`reviews-kill-switch`): nothing renders, nothing is asked for; the fallback is not shown either. */
export const Off: Story = {
  name: 'Off (kill switch)',
  args: { children: <p>(nothing shows here)</p> },
  parameters: settings(
    { ...BOTH, experiments: [{ name: 'reviews-kill-switch', experimentType: 'FEATURE_TOGGLE', variant: 'true' }] },
    'sf-story-reviews-off',
  ),
};
