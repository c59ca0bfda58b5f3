import { purify } from '../html/purify';

/**
 * The players a video may embed (docs/widgets/video.md, "The allow-list"): an oEmbed's HTML is taken only as one
 * `<iframe>` whose `src` is https on one of these hosts, under the path its provider's players live at. YouTube's
 * hosts are rewritten to youtube-nocookie.com (no cookies until the visitor plays). Each host is one a site's
 * `frame-src` lists (docs/security.md).
 */
export const PLAYER_HOSTS: Record<string, { path: RegExp; host?: string; autoplay: [string, string] }> = {
  'www.youtube.com': { path: /^\/embed\//, host: 'www.youtube-nocookie.com', autoplay: ['autoplay', '1'] },
  'youtube.com': { path: /^\/embed\//, host: 'www.youtube-nocookie.com', autoplay: ['autoplay', '1'] },
  'www.youtube-nocookie.com': { path: /^\/embed\//, autoplay: ['autoplay', '1'] },
  'youtube-nocookie.com': { path: /^\/embed\//, host: 'www.youtube-nocookie.com', autoplay: ['autoplay', '1'] },
  'player.vimeo.com': { path: /^\/video\//, autoplay: ['autoplay', '1'] },
  'fast.wistia.net': { path: /^\/embed\//, autoplay: ['autoPlay', 'true'] },
  'www.loom.com': { path: /^\/embed\//, autoplay: ['autoplay', '1'] },
  'loom.com': { path: /^\/embed\//, autoplay: ['autoplay', '1'] },
};

/** The player to insert: the URL built from the vetted `src` (the host rewritten, autoplay on), and its origin. */
export interface Player {
  src: string;
  origin: string;
}

export type Vetted = { ok: true; player: Player } | { ok: false; reason: string };

/** Attributes that would run code or load something other than `src`: an iframe carrying one is refused outright. */
const ACTIVE_ATTRIBUTE = /^(on|srcdoc$|src$)/i;

/**
 * Reads an oEmbed's `html` without running or loading any of it, and says whether it is one `<iframe>` of an
 * allow-listed player (PLAYER_HOSTS). Parsed by the page's one DOMPurify (../html/purify.ts) in an inert document,
 * through its `dompurify` Trusted Types policy, so it works on a page that requires Trusted Types: nothing of the
 * markup is ever inserted; the caller builds its own iframe from the vetted URL. Refused, with the reason: any other
 * element (a `<script>`, a `<div>` around it, a second iframe), text beside it, an event handler or `srcdoc`, a `src`
 * that is not https on a listed host under its player's path.
 */
export function vetOembed(html: string): Vetted {
  const refuse = (reason: string): Vetted => ({ ok: false, reason });
  let body: Element;
  try {
    if (!purify.isSupported) return refuse('this browser cannot parse it safely');
    // Only iframes and the attribute read are kept; everything else DOMPurify took out is listed in `removed` (the
    // body it parses into is allowed, or it would be listed too). FORCE_BODY: a leading <script>, <link> or <meta>
    // would otherwise be parsed into the head, which is never walked, and go unseen.
    body = purify.sanitize(html, {
      ALLOWED_TAGS: ['body', 'iframe'],
      ALLOWED_ATTR: ['src'],
      FORCE_BODY: true,
      RETURN_DOM: true,
    }) as unknown as Element;
  } catch (error) {
    // A page whose Trusted Types policy leaves out `dompurify`: the parse itself is refused.
    return refuse(`it could not be parsed (${(error as Error).message})`);
  }
  const removed = purify.removed as ({ element: Element } | { attribute: Attr | null; from: Element })[];
  // Elements only (a comment is nothing), less the one <remove> DOMPurify put before the HTML itself (FORCE_BODY).
  const elements = removed.filter((r): r is { element: Element } => 'element' in r && r.element.nodeType == 1);
  const forced = elements.findIndex((r) => r.element.localName == 'remove');
  const element = elements.find((_, i) => i != forced);
  if (element) return refuse(`it holds a <${element.element.localName}>, not only an <iframe>`);
  const active = removed.find((r) => 'attribute' in r && r.attribute && ACTIVE_ATTRIBUTE.test(r.attribute.name));
  if (active && 'attribute' in active) return refuse(`its iframe has a ${active.attribute!.name} attribute that is not allowed`);
  const frames = body.querySelectorAll('iframe');
  if (frames.length != 1) return refuse(frames.length ? `it holds ${frames.length} iframes, not one` : 'it holds no <iframe>');
  if (body.textContent.trim()) return refuse('it holds text beside its <iframe>');
  const src = frames[0]!.getAttribute('src')?.trim() ?? '';
  let url: URL;
  try {
    // A protocol-relative src (`//www.youtube.com/embed/…`) is https; a relative one lands on no listed host.
    url = new URL(src, 'https://invalid.invalid/');
  } catch {
    return refuse(`its iframe's src "${src}" is not a URL`);
  }
  const rule = /^https?:$/.test(url.protocol) ? PLAYER_HOSTS[url.hostname] : undefined;
  if (!src || !rule || url.port || url.username || url.password || !rule.path.test(url.pathname))
    return refuse(`its iframe's src "${src}" is not a player on the allow-list (${Object.keys(PLAYER_HOSTS).join(', ')})`);
  url.protocol = 'https:';
  if (rule.host) url.hostname = rule.host;
  url.searchParams.set(...rule.autoplay);
  return { ok: true, player: { src: url.href, origin: url.origin } };
}
