import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { pictureImage } from '../../mock-server/pictures';
import { withPlatform } from '../../stories/platform';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { Gallery } from '../../react';

/**
 * `<Gallery>` from `@storefront/widgets/react` for the mock platform's products (mock-server/seed.ts: their pictures are
 * SVG files in mock-server/pictures/); every design setting is a control.
 */
const meta = {
  title: 'Widgets/Gallery',
  component: Gallery,
  args: { productId: 'p-tee', design: 'grid', children: <a href="/shop">See the pictures</a> },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    docs: {
      description: {
        component: "A product's pictures (following its chosen variant) or a list, in four designs; see docs/widgets/gallery.md.",
      },
    },
  },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the gallery to render, then runs `act` on its shadow root. */
const after =
  (act: (root: ShadowRoot) => void): Story['play'] =>
  async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-sf-react]')!;
    for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== 'ready'; i++) await new Promise((r) => setTimeout(r, 25));
    if (host.shadowRoot) act(host.shadowRoot);
  };

/** The default design: a grid of the tee's five pictures, square cells, four to a row. */
export const Grid: Story = {};

/** A slideshow: one picture at a time, the thumbnail strip (a slideshow's default), previous and next. */
export const Slideshow: Story = { args: { design: 'slideshow', controls: true } };

/** The design the platform shows as "Carousel" (`slider`): the current slide centred, its neighbours beside it. */
export const Carousel: Story = { args: { productId: 'p-coffee-club', design: 'slider', controls: true } };

/** One picture under another. */
export const Stacked: Story = { args: { productId: 'p-poster', design: 'stacked' } };

/** A product with one picture: a slideshow shows it alone (no strip, no arrows). */
export const OnePicture: Story = { name: 'One picture', args: { productId: 'p-consult', design: 'slideshow', controls: true } };

/** No pictures at all: the element's fallback stays (state `empty`). */
export const NoPictures: Story = { name: 'No pictures', args: { productId: undefined, images: [] } };

/** A list with titles and captions, shown over the pictures at the bottom left. */
export const Captions: Story = {
  args: {
    productId: undefined,
    images: [
      { ...pictureImage('mug-red'), title: 'The mug', body: 'Glazed stoneware.' },
      { ...pictureImage('poster-wall'), title: 'The print', body: 'A2, framed or not.' },
      { ...pictureImage('pen'), title: 'The pen', body: 'Engraved with a name.' },
    ],
    design: 'grid',
    thumbnailsPerRow: 3,
    aspectRatio: 'four-three',
    metaPosition: 'bottom-left',
  },
};

/** Pictures with a title and a caption each, for the carousels below. */
const CAPTIONED = [
  { ...pictureImage('tee-black-front'), title: 'The tee', body: 'Heavyweight cotton, in black.' },
  { ...pictureImage('mug-red'), title: 'The mug', body: 'Glazed stoneware.' },
  { ...pictureImage('poster-wall'), title: 'The print', body: 'A2, framed or not.' },
  { ...pictureImage('pen'), title: 'The pen', body: 'Engraved with a name.' },
];

/**
 * A carousel with captions under its pictures (the default meta position): the neighbouring slides' pictures are
 * faded, their captions are not (they keep 4.5 : 1).
 */
export const CarouselCaptions: Story = {
  name: 'Carousel with captions',
  args: { productId: undefined, images: CAPTIONED, design: 'slider', controls: true },
};

/** The same carousel moved on by its next button: the second slide current, the first now a faded neighbour. */
export const CarouselCaptionsMoved: Story = {
  name: 'Carousel with captions, moved on',
  args: CarouselCaptions.args,
  play: after((root) => root.querySelector<HTMLButtonElement>('[part=next]')?.click()),
};

/** A carousel with its captions over the pictures (bottom left), on every slide. */
export const CarouselCaptionsOver: Story = {
  name: 'Carousel with captions over the pictures',
  args: { ...CarouselCaptions.args, metaPosition: 'bottom-left' },
};

/** Autoplay, paused by the visitor (the rotation button reads "Play the slideshow"). */
export const AutoplayPaused: Story = {
  name: 'Autoplay paused',
  args: { design: 'slideshow', controls: true, autoplay: true, autoplayDuration: 3 },
  play: after((root) => root.querySelector<HTMLButtonElement>('[part=rotation]')?.click()),
};

/** The lightbox open on the first picture (its dark overlay; `lightboxTheme: 'light'` for a light one). */
export const LightboxOpen: Story = {
  name: 'Lightbox open',
  args: { lightbox: true },
  play: after((root) => root.querySelector<HTMLButtonElement>('[part=enlarge]')?.click()),
};

/** The product request never answers: the element's fallback shows. */
export const Loading: Story = {
  parameters: withPlatform(
    http.get('*/api/commerce/products/:id', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};
