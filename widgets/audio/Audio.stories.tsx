import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlsOf } from '../../stories/controls';
import { attributes, type AudioTrackItem } from './attributes';
import { Audio } from '../../react';

/**
 * `<Audio>` from `@storefront/widgets/react` over the mock platform's tunes (`/media/audio/<name>.wav`, short sine-tone
 * tunes with their captions: mock-server/tones.ts). Playing needs the browser to allow it: a story's own press is not
 * the visitor's, so a browser that asks for one leaves "Playing" and "Paused" idle until Play is pressed.
 */
const tune = (name: string, title: string, duration: number, captions = true): AudioTrackItem => ({
  title,
  artist: 'Fern & Field',
  url: `/media/audio/${name}.wav`,
  duration,
  ...(captions && { captions: `/media/audio/${name}.vtt` }),
});
const TRACKS = [
  tune('morning-mist', 'Morning mist', 12, false),
  tune('forest-floor', 'Forest floor', 10, false),
  tune('window-fog', 'Window fog', 8, false),
];

const meta = {
  title: 'Widgets/Audio',
  component: Audio,
  args: { audio: { title: 'Greenhouse sessions', tracks: TRACKS }, children: <a href="/media/audio/morning-mist.wav">Listen</a> },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    docs: {
      description: {
        component:
          'An audio player of its own over `<audio preload="none">`: play, previous, next, seek, the track list; see docs/widgets/audio.md.',
      },
    },
  },
} satisfies Meta<typeof Audio>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the player to render (and, with `until`, to reach that state), then runs `act` on its shadow root. */
const after =
  (act: (root: ShadowRoot) => void | Promise<void>): Story['play'] =>
  async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-sf-react]')!;
    for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== 'idle'; i++) await new Promise((r) => setTimeout(r, 25));
    if (host.shadowRoot) await act(host.shadowRoot);
  };
const press = (root: ShadowRoot, part: string) => root.querySelector<HTMLElement>(`[part~=${part}]`)?.click();
const until = async (root: ShadowRoot, state: string) => {
  const host = root.host;
  for (let i = 0; i < 200 && host.getAttribute('data-sf-state') !== state; i++) await new Promise((r) => setTimeout(r, 25));
};

/** Three tracks, nothing played: no audio loaded yet (`preload="none"`, no source until Play). */
export const Idle: Story = {};

/** Play pressed: the first track plays, marked current in the list, the slider moving. */
export const Playing: Story = { play: after((root) => press(root, 'play')) };

/** Played a moment, then paused. */
export const Paused: Story = {
  play: after(async (root) => {
    press(root, 'play');
    await until(root, 'playing');
    await new Promise((r) => setTimeout(r, 1200));
    press(root, 'play');
  }),
};

/** One track: no list, no previous or next. */
export const OneTrack: Story = { name: 'One track', args: { audio: { tracks: [TRACKS[0]!] } } };

/** Every track with its captions (a WebVTT file, loaded with the track): the current cue shows under the slider. */
export const Captions: Story = {
  args: {
    audio: {
      title: 'Greenhouse sessions',
      tracks: [tune('morning-mist', 'Morning mist', 12), tune('forest-floor', 'Forest floor', 10), tune('window-fog', 'Window fog', 8)],
    },
  },
  play: after((root) => press(root, 'play')),
};

/** 75 tracks given: the first 60 are played (spec 001 §9), with one console warning; the list scrolls. */
export const MoreThan60: Story = {
  name: 'More than 60 tracks',
  args: {
    audio: {
      title: 'The long playlist',
      tracks: Array.from({ length: 75 }, (_, i) => ({ ...TRACKS[i % 3]!, title: `${TRACKS[i % 3]!.title} ${i + 1}` })),
    },
  },
};

/** A track whose URL is not http(s) (`javascript:`) and one with none are left out, with one console warning. */
export const BadUrl: Story = {
  name: 'Bad URL',
  args: {
    audio: {
      title: 'Two of four',
      tracks: [TRACKS[0]!, { title: 'Not a file', url: 'javascript:alert(1)' }, TRACKS[1]!, { title: 'No URL', url: '' }],
    },
  },
};

/** No track left to play: the element's fallback stays (state `empty`). */
export const Empty: Story = { args: { audio: { tracks: [] } } };
