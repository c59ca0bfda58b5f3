import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { controlsOf } from '../../stories/controls';
import { withPlatform } from '../../stories/platform';
import type { StorefrontParameters } from '../../stories/storefront';
import type { PostItem } from '../../src/posts/post';
import { attributes } from './attributes';
import { Like } from '../../react';

/**
 * `<Like>` from `@storefront/widgets/react`, on the mock platform's post (mock-server/posts.ts: `fern-bathroom`, 12
 * likes). The site's settings turn liking on (`simpleLikingEnabled`), as a page's `data-settings` does.
 */
const POST: PostItem = { id: 'fern-bathroom', likeCount: 12, commentState: 1 };
const LIKE_PATH = '*/api/content/posts/fern-bathroom/like';

/** The story's site settings, in a `<script type="application/json">` the provider reads. */
/** Each story starts as a browser that has not liked the post (likes are remembered per browser). */
const forget = () => localStorage.removeItem('sf-liked:fern-bathroom');
const withSettings = (id: string, settings: object) => ({
  parameters: { storefront: { config: { settings: `#${id}` }, before: forget } satisfies StorefrontParameters },
  decorators: [
    (Story: () => React.JSX.Element) => (
      <>
        <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: JSON.stringify(settings) }} />
        <Story />
      </>
    ),
  ],
});
const liking = withSettings('story-liking', { simpleLikingEnabled: true });

const meta = {
  title: 'Widgets/Like',
  component: Like,
  args: { post: POST },
  argTypes: { ...controlsOf(attributes) },
  ...liking,
  parameters: {
    ...liking.parameters,
    docs: { description: { component: "A post's like button and count, optimistic and coalesced; see docs/widgets/like.md." } },
  },
} satisfies Meta<typeof Like>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the button, then presses it (as a visitor would). */
const press: Story['play'] = async ({ canvasElement }) => {
  const host = canvasElement.querySelector('[data-sf-react]')!;
  for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== 'idle'; i++) await new Promise((r) => setTimeout(r, 25));
  host.shadowRoot?.querySelector<HTMLButtonElement>('button[part=button]')?.click();
};

/** Not liked yet: "Like" (aria-pressed false) and "12 likes". */
export const Idle: Story = {};

/** One like: "1 like". */
export const OneLike: Story = { name: 'One like', args: { post: { ...POST, likeCount: 1 } } };

/** Pressed: the heart filled, aria-pressed true, "13 likes"; the request goes once the presses rest. */
export const Liked: Story = { play: press };

/** Pressed, the platform slow to answer: still shown liked, the state `sending`. */
export const Sending: Story = {
  parameters: withPlatform(http.post(LIKE_PATH, async () => (await delay('infinite'), HttpResponse.json({})))),
  play: press,
};

/** No answer: back to "12 likes", not pressed, "Please check your internet connection.". */
export const Offline: Story = {
  parameters: withPlatform(http.post(LIKE_PATH, () => HttpResponse.error())),
  play: press,
};

/** `postId`: the Post fetched (`GET /api/content/posts/{id}`), the fallback meanwhile. */
export const ById: Story = { name: 'By id', args: { post: undefined, postId: 'fern-bathroom' } };

/** The Post still on its way: the fallback shows. */
export const Loading: Story = {
  args: { post: undefined, postId: 'fern-bathroom', children: <span>♡ Like</span> },
  parameters: withPlatform(http.get('*/api/content/posts/fern-bathroom', async () => (await delay('infinite'), HttpResponse.json({})))),
};

/** Liking off in the settings: nothing shows. */
export const Hidden: Story = { ...withSettings('story-no-liking', {}) };
