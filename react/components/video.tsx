import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared } from './types';

export type VideoProps = Declared<'video'>;
/**
 * A video that costs the page nothing until it is played (docs/widgets/video.md): the poster and a Play button, then the
 * provider's player from the `video`'s vetted oEmbed.
 */
export const Video: WidgetComponent<VideoProps> = widgetComponent('video', 'Video');
