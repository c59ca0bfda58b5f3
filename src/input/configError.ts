/**
 * A page's configuration the SDK cannot use: a bad `data-…` attribute, inline JSON that is missing or malformed, a
 * URL of the wrong kind. Thrown at the edge, while a widget's attributes are read, so the loader reports it once,
 * naming the element, and the owner's fallback content stays. Apart from StorefrontError, which is what the
 * platform's API answered: a ConfigError is the site owner's to fix, never shown to a shopper.
 */
export class ConfigError extends Error {
  override name = 'StorefrontConfigError';
  /** What was being read: 'product attributes', 'cart-pill data-href' … */
  readonly source: string;
  constructor(message: string, source: string) {
    super(message);
    this.source = source;
  }
}

/** By name, not `instanceof`: holds across two copies of the SDK on one page. */
export const isConfigError = (e: unknown): e is ConfigError => (e as Error | null)?.name == 'StorefrontConfigError';
