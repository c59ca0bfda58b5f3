import { shortUrl } from '../input/url';

/**
 * The one place the SDK sends the visitor to another page (checkout, subscription, gift card): `location.assign`.
 * Tests replace `navigation.go` to observe it.
 */
export const navigation = {
  go(url: string): void {
    // Resolved against the page's own URL, never a `<base href>` on another origin.
    window.location.assign(new URL(url, location.href).href);
  },
};

/** Goes to `url`, with `params` set on its query (values encoded). */
export function navigate(url: string, params: Record<string, string | number> = {}): void {
  const target = new URL(url, location.href);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, String(value));
  navigation.go(shortUrl(target));
}
