import { registerStrings } from '../registry';

/**
 * Share and follow buttons (the `share` and `follow` widgets: spec 001 §2 lists "social share buttons" and a "follow
 * button" among the rendered widgets, no wording; these are the SDK's own, docs/strings.md "Decisions"). Named unlike
 * either widget, as every area is (docs/strings.md).
 */
export const socialLinkStrings = {
  shareRegion: 'Share',
  shareOn: 'Share on {network}',
  shareByEmail: 'Share by email',
  shareCopy: 'Copy link',
  shareCopied: 'Link copied',
  shareCopyFailed: 'The link could not be copied.',
  shareNative: 'Share…',
  followRegion: 'Follow us',
  followOn: '{network}',
  newWindow: '(opens in a new window)',
} as const;

registerStrings(socialLinkStrings);
