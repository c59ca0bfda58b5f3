import { httpUrl } from '../../src/input/url';

/** The hosts the follow widget knows, with the icon and name it shows for each (a subdomain counts: `band.bandcamp.com`). */
const KNOWN = [
  ['facebook', 'Facebook', 'facebook.com fb.com'],
  ['instagram', 'Instagram', 'instagram.com'],
  ['x', 'X', 'x.com twitter.com'],
  ['youtube', 'YouTube', 'youtube.com youtu.be'],
  ['tiktok', 'TikTok', 'tiktok.com'],
  ['linkedin', 'LinkedIn', 'linkedin.com'],
  ['pinterest', 'Pinterest', 'pinterest.com pin.it'],
  ['threads', 'Threads', 'threads.net threads.com'],
  ['soundcloud', 'SoundCloud', 'soundcloud.com'],
  ['bandcamp', 'Bandcamp', 'bandcamp.com'],
] as const;

export type ProfileIcon = (typeof KNOWN)[number][0] | 'link';

/** One profile link: its URL, the icon and the name it shows (a known network's, else the host's). */
export interface Profile {
  url: string;
  icon: ProfileIcon;
  name: string;
}

/** A profile URL's network by its host, else a link named by the host (without `www.`). */
export function profileOf(url: URL): Profile {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  for (const [icon, name, hosts] of KNOWN)
    if (hosts.split(' ').some((h) => host == h || host.endsWith('.' + h))) return { url: url.href, icon, name };
  return { url: url.href, icon: 'link', name: host.replace(/^www\./, '') };
}

/**
 * `data-profiles`: profile URLs separated by spaces, each an absolute http(s) URL (a profile is on another site);
 * each other word is named in one console warning and left out, as is a repeat.
 */
export function readProfiles(value: string): { profiles: Profile[]; refused: string[] } {
  const profiles: Profile[] = [];
  const refused: string[] = [];
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const url = /^https?:\/\//i.test(word) ? httpUrl(word, 'https://invalid.') : null;
    if (!url) refused.push(word);
    else if (!profiles.some((p) => p.url == url.href)) profiles.push(profileOf(url));
  }
  return { profiles, refused };
}
