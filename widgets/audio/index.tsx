import { readAttributes } from '../../src/attributes/read';
import { ConfigError } from '../../src/input/configError';
import { readInlineJson } from '../../src/input/inlineJson';
import { defineWidget } from '../../src/ui/defineWidget';
import { attributes } from './attributes';
import { Audio } from './Audio';
import { parsePlaylist } from './playlist';
import { audioCss } from './styles';

/**
 * `<div data-sf-widget="audio" data-audio-json="#tracks">`: see docs/widgets/audio.md. A chunk of its own: only a page
 * with a player loads it.
 */
export const mount = defineWidget({
  name: 'audio',
  mountWhen: 'near',
  styles: audioCss,
  attributes: (el, rt) => {
    const { audio, label } = readAttributes(el, attributes, 'audio');
    if (!audio)
      throw new ConfigError('data-audio-json is required: a selector of the <script type="application/json"> with the tracks', 'audio');
    const raw = readInlineJson(audio, 'data-audio-json', 'audio', el.ownerDocument);
    // The element itself beside the message: the console shows it (and its place on the page).
    const playlist = parsePlaylist(raw, audio, (message) => console.warn(`[storefront] audio: ${message}`, el), el.ownerDocument.baseURI);
    return { rt, element: el, playlist, label };
  },
  render: Audio,
});
