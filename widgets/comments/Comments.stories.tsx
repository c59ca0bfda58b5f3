import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { controlsOf } from '../../stories/controls';
import { withPlatform } from '../../stories/platform';
import type { StorefrontParameters } from '../../stories/storefront';
import type { PostItem } from '../../src/posts/post';
import { attributes } from './attributes';
import { Comments } from '../../react';

/**
 * `<Comments>` from `@storefront/widgets/react`, on the mock platform's post (mock-server/posts.ts: `fern-bathroom`,
 * four seeded comments, every new one pending). In a story the area is on the first screen, so it loads at once.
 */
const POST: PostItem = { id: 'fern-bathroom', publicCommentCount: 4, commentState: 1, fullUrl: '/journal' };
const COMMENTS = '*/api/content/posts/fern-bathroom/comments';

const withSettings = (id: string, settings: object) => ({
  parameters: { storefront: { config: { settings: `#${id}` } } satisfies StorefrontParameters },
  decorators: [
    (Story: () => React.JSX.Element) => (
      <>
        <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: JSON.stringify(settings) }} />
        <Story />
      </>
    ),
  ],
});

const meta = {
  title: 'Widgets/Comments',
  component: Comments,
  args: { post: POST, children: <a href="#comments">Comments</a> },
  argTypes: { ...controlsOf(attributes) },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          "A post's comment link, or its comment area (the platform's comments and form, or Disqus's); see docs/widgets/comments.md.",
      },
    },
  },
} satisfies Meta<typeof Comments>;
export default meta;
type Story = StoryObj<typeof Comments>;

/** Waits for the area to reach `state`. */
const reach = async (host: Element, state: string) => {
  for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== state; i++) await new Promise((r) => setTimeout(r, 25));
};
/** Once the area is idle: fills the form's fields (given by name) and submits it. */
const submitForm =
  (values: Record<string, string>): Story['play'] =>
  async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-sf-react]')!;
    await reach(host, 'idle');
    const root = host.shadowRoot!;
    for (const [name, value] of Object.entries(values)) {
      const input = root.querySelector<HTMLInputElement>(`[name=${name}]`)!;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    root.querySelector<HTMLButtonElement>('button[part=submit]')!.click();
  };

/** The link: "4 comments", to `/journal#comments`. */
export const Link: Story = {};

/** No public comment yet, comments open: "Comment". */
export const LinkNone: Story = { name: 'Link, no comments yet', args: { post: { ...POST, publicCommentCount: 0 } } };

/** Comments neither open nor public (spec 001 §4): nothing shows. */
export const Hidden: Story = { args: { post: { ...POST, commentState: 2, publicCommentCount: 0 } } };

/** Comments off for the site (`commentsEnabled: false`): nothing shows. */
export const Off: Story = { name: 'Comments off', ...withSettings('story-comments-off', { commentsEnabled: false }) };

/** The area: the seeded comments, newest first, with relative times, "Load more", and the form. */
export const Area: Story = { args: { mode: 'area' } };

/** The area, its first page on its way. */
export const LoadingComments: Story = {
  name: 'Area, loading',
  args: { mode: 'area' },
  parameters: withPlatform(http.get(COMMENTS, async () => (await delay('infinite'), HttpResponse.json({})))),
};

/** The area of a post without public comments: "No comments yet." and the form. */
export const Empty: Story = {
  name: 'Area, no comments',
  args: { mode: 'area' },
  parameters: withPlatform(http.get(COMMENTS, () => HttpResponse.json({ comments: [], nextCursor: null }))),
};

/** A blank submit: each field named, nothing sent. */
export const Invalid: Story = { name: 'Area, invalid', args: { mode: 'area' }, play: submitForm({}) };

/** Sent: at the top of the list, marked, and "Your comment is awaiting approval.". */
export const Pending: Story = {
  name: 'Area, awaiting approval',
  args: { mode: 'area' },
  play: submitForm({ author: 'Ada', email: 'ada@example.com', text: 'Mine loves the steam.' }),
};

/** The platform refused it: its message, what was typed kept. */
export const SendFailed: Story = {
  name: 'Area, send failed',
  args: { mode: 'area' },
  parameters: withPlatform(
    http.post(COMMENTS, () => HttpResponse.json({ message: 'Comments are resting for a moment.' }, { status: 503 })),
  ),
  play: submitForm({ author: 'Ada', email: 'ada@example.com', text: 'Hello' }),
};

/** Below a long page: the area waits (its fallback shows) until it is scrolled within a screen of it. */
export const Waiting: Story = {
  name: 'Area, not near yet',
  args: { mode: 'area' },
  decorators: [
    (Story) => (
      <>
        <div style={{ height: '300vh' }}>A long post.</div>
        <Story />
      </>
    ),
  ],
};
