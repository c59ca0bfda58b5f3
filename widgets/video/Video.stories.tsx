import type { Meta, StoryObj } from '@storybook/react-vite';
import { pictureImage } from '../../mock-server/pictures';
import { controlsOf } from '../../stories/controls';
import type { VideoItem } from '../../src/types';
import { attributes } from './attributes';
import { Gallery, Video } from '../../react';

/**
 * `<Video>` from `@storefront/widgets/react`: the spec's Video, its poster one of the mock platform's pictures
 * (mock-server/pictures/journal-fern-bathroom.svg). Nothing of the provider loads until Play is pressed.
 */
const poster = pictureImage('journal-fern-bathroom');
const YOUTUBE =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/Fz3nR8bPq2w?feature=oembed" frameborder="0" allow="autoplay; encrypted-media; picture-in-picture" allowfullscreen title="Repotting a Boston fern"></iframe>';
const FERN: VideoItem = {
  oembed: { providerName: 'YouTube', url: 'https://www.youtube.com/watch?v=Fz3nR8bPq2w', width: 560, height: 315, html: YOUTUBE },
  overlay: true,
  title: 'Repotting a Boston fern',
  assetUrl: poster.assetUrl,
  colorData: poster.colorData,
  mediaFocalPoint: poster.mediaFocalPoint,
};

const meta = {
  title: 'Widgets/Video',
  component: Video,
  args: { video: FERN, children: <a href="https://www.youtube.com/watch?v=Fz3nR8bPq2w">Watch “Repotting a Boston fern” on YouTube</a> },
  argTypes: { ...controlsOf(attributes) },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          "A video that costs nothing until it is played: the poster, then the provider's vetted player; see docs/widgets/video.md.",
      },
    },
  },
} satisfies Meta<typeof Video>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the video's poster and Play button, then presses Play (as a visitor would). */
const press: Story['play'] = async ({ canvasElement }) => {
  const host = canvasElement.querySelector('[data-sf-react]')!;
  for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== 'idle'; i++) await new Promise((r) => setTimeout(r, 25));
  host.shadowRoot?.querySelector<HTMLButtonElement>('button[part=play]')?.click();
};

/** Before the press: the poster, the title over it and a Play button named "Play video: Repotting a Boston fern". */
export const IdlePoster: Story = { name: 'Idle poster' };

/** A Video without a title: the button is named "Play video", nothing shows over the poster. */
export const NoTitle: Story = { name: 'No title', args: { video: { ...FERN, title: undefined, oembed: { ...FERN.oembed } } } };

/** `overlay: false`: the poster still shows first (no player loads before the press), plainly: no scrim, no title. */
export const OverlayFalse: Story = { name: 'Overlay false', args: { video: { ...FERN, overlay: false } } };

/** Pressed: the provider's player in an iframe (youtube-nocookie.com), autoplaying and focused. */
export const Playing: Story = { play: press };

/** An oEmbed holding a script beside its iframe: never inserted; the poster links to the video's page (one warning). */
export const RefusedWithLink: Story = {
  name: 'Refused oEmbed with link',
  args: { video: { ...FERN, oembed: { ...FERN.oembed, html: `${YOUTUBE}<script src="https://player.example/embed.js"></script>` } } },
  play: press,
};

/** An iframe of a host not on the allow-list, and no page named: the poster alone, with one console error. */
export const RefusedWithoutLink: Story = {
  name: 'Refused oEmbed without link',
  args: {
    video: {
      ...FERN,
      oembed: { providerName: 'Videos', html: '<iframe src="https://videos.example/embed/42" width="560" height="315"></iframe>' },
    },
  },
  play: press,
};

/** A gallery's video item (spec 001 §3 "Gallery media types": video) shows as the same facade, beside its pictures. */
export const InTheGallery: Story = {
  name: 'In the gallery',
  render: () => (
    <Gallery
      images={[
        { ...poster, mediaType: 'video', oembed: FERN.oembed, title: 'Repotting a Boston fern' },
        pictureImage('plant-fern'),
        pictureImage('fern-frond'),
      ]}
      design="slideshow"
      controls
      label="The Boston fern"
    >
      <a href="/shop">See the fern</a>
    </Gallery>
  ),
};
