import { text } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
import { ConfigError } from '../../src/input/configError';
import { readProfiles, type Profile } from './profiles';

/** The follow widget's attributes (docs/widgets/follow.md). */
export const attributes = {
  /**
   * The site's profiles elsewhere: absolute http(s) URLs separated by spaces, in the order shown. A known network's
   * host (Facebook, Instagram, X or Twitter, YouTube, TikTok, LinkedIn, Pinterest, Threads, SoundCloud, Bandcamp) shows
   * its icon and name; any other, a link icon named by its host. Required.
   */
  profiles: text(),
};

/** Reads the element's profiles; none usable throws a ConfigError, each word that is no http(s) URL is warned about. */
export function parseFollowAttributes(el: Element): { profiles: Profile[] } {
  const { profiles: value } = readAttributes(el, attributes, 'follow');
  if (!value) throw new ConfigError('data-profiles is required: profile URLs separated by spaces', 'data-profiles');
  const { profiles, refused } = readProfiles(value);
  if (refused.length) console.warn(`[storefront] follow: data-profiles left out what is no http(s) URL: ${refused.join(' ')}`);
  if (!profiles.length) throw new ConfigError('data-profiles holds no http(s) profile URL', 'data-profiles');
  return { profiles };
}
