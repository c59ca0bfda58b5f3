import { list, text, url } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
import { httpUrl } from '../../src/input/url';

/** The networks a share row can offer, in their default order. */
export const NETWORKS = ['facebook', 'x', 'pinterest', 'linkedin', 'email', 'copy'] as const;
export type Network = (typeof NETWORKS)[number];

/** The share widget's attributes (docs/widgets/share.md). */
export const attributes = {
  /**
   * The link to share (a path or an http(s) URL).
   * @default the page's canonical link, else its URL without the fragment
   */
  url: url(),
  /**
   * The title shared with the link (X's text, Pinterest's description, the email's subject).
   * @default the page's title
   */
  title: text(),
  /** A picture of the page (an http(s) URL or a path): Pinterest's pin. */
  image: url(),
  /**
   * The buttons, in order, separated by spaces: `facebook`, `x`, `pinterest`, `linkedin`, `email`, `copy`.
   * @default all six
   */
  networks: list({ options: NETWORKS, noun: 'network' }),
};

/** What the share widget shares: absolute http(s) URLs, the title, the buttons. */
export interface ShareData {
  url: string;
  title: string;
  image: string | null;
  networks: Network[];
}

/** `value` as an absolute http(s) URL against the document, or null. */
const absolute = (value: string | null | undefined, doc: Document) => (value ? (httpUrl(value, doc.baseURI)?.href ?? null) : null);

/**
 * The page's own link: its canonical link when that is an http(s) URL, else its address without the fragment (a
 * fragment names a place on the page, not the page).
 */
export function pageUrl(doc: Document): string {
  const canonical = absolute(doc.querySelector('link[rel~="canonical" i]')?.getAttribute('href'), doc);
  if (canonical) return canonical;
  const here = new URL(doc.location?.href ?? doc.baseURI);
  here.hash = '';
  return here.href;
}

/** Reads the element's share attributes; what they leave out comes from the page (its canonical link, its title). */
export function parseShareAttributes(el: Element): ShareData {
  const doc = el.ownerDocument;
  const read = readAttributes(el, attributes, 'share');
  return {
    url: absolute(read.url, doc) ?? pageUrl(doc),
    title: read.title ?? doc.title.trim(),
    image: absolute(read.image, doc),
    networks: read.networks,
  };
}
