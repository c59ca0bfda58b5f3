import type { Network, ShareData } from './attributes';

/** The networks' names as people know them. */
export const NETWORK_NAMES: Record<Exclude<Network, 'email' | 'copy'>, string> = {
  facebook: 'Facebook',
  x: 'X',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
};

const q = encodeURIComponent;

/**
 * A network's share link: its own page for sharing a link (opened in a new window; nothing of it loads before the
 * press), or a `mailto:` for email. Null for `copy`, which is a button.
 */
export function shareLink(network: Network, { url, title, image }: ShareData): string | null {
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${q(url)}${title ? `&text=${q(title)}` : ''}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${q(url)}${image ? `&media=${q(image)}` : ''}${title ? `&description=${q(title)}` : ''}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`;
    case 'email':
      return `mailto:?${title ? `subject=${q(title)}&` : ''}body=${q(url)}`;
    default:
      return null;
  }
}

/**
 * Puts `text` on the clipboard: the Clipboard API, else a selected text area and the copy command (an older browser, or
 * a page whose permissions policy refuses the API). True when one of them did.
 */
export async function copyText(text: string, root: Element): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;opacity:0;pointer-events:none';
    root.appendChild(area);
    area.select();
    let done = false;
    try {
      done = document.execCommand('copy');
    } catch {
      done = false;
    }
    area.remove();
    return done;
  }
}
