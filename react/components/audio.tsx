import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared } from './types';

type AudioDeclared = Declared<'audio'>;
/** The player's props: its tracks (`audio`) are required. */
export type AudioProps = Omit<AudioDeclared, 'audio'> & Required<Pick<AudioDeclared, 'audio'>>;
/**
 * An audio player of the SDK's own over the tracks of `audio` (`{ title?, tracks: [{ title, artist?, url, duration? }] }`,
 * at most 60 tracks): play and pause, previous and next, a seek slider, the track list (docs/widgets/audio.md).
 */
export const Audio: WidgetComponent<AudioProps> = widgetComponent('audio', 'Audio');
