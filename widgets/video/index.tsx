import { defineWidget } from '../../src/ui/defineWidget';
import { parseVideoAttributes } from './attributes';
import { Video } from './Video';
import { videoCss } from './styles';

/**
 * `<div data-sf-widget="video" data-video-json="#id">`: a video that costs the page nothing until it is played (the
 * poster, then the provider's player on the press). See docs/widgets/video.md. A chunk of its own.
 */
export const mount = defineWidget({
  name: 'video',
  mountWhen: 'near',
  styles: videoCss,
  attributes: (el, rt) => ({ ...parseVideoAttributes(el), rt, el }),
  render: Video,
});
