import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared } from './types';

export type ShareProps = Declared<'share'>;
/**
 * Share buttons (docs/widgets/share.md): plain links to each network's share page, email, "Copy link" and the browser's
 * share sheet; no script, pixel or request to any network. The link defaults to the page's canonical link.
 */
export const Share: WidgetComponent<ShareProps> = widgetComponent('share', 'Share');

type FollowDeclared = Declared<'follow'>;
/** The follow buttons' props: `profiles` is required. */
export type FollowProps = Omit<FollowDeclared, 'profiles'> & Required<Pick<FollowDeclared, 'profiles'>>;
/**
 * Follow buttons (docs/widgets/follow.md): the site's profile URLs (space-separated) as icon links named by their
 * network, loaded when the element comes within one screen of the viewport.
 */
export const Follow: WidgetComponent<FollowProps> = widgetComponent('follow', 'Follow');
