/**
 * Wraps a loader (a dynamic `import()`, usually) so it runs once: every call shares one promise. A failure is forgotten,
 * so the next call tries again (the visitor may have been offline for a moment). The loader does the same for chunks.
 * @example const loadPopup = loadOnce(() => import('./Popup').then((m) => m.Popup));
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () =>
    (promise ||= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    }));
}

/** A keyed load-once cache: `once(key, load)` shares one promise per key; a failed load is forgotten (see createOnce). */
export type Once = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/**
 * A keyed load-once cache, as loadOnce per key: the runtime's `once` (products, form definitions, the instalment
 * provider's page, the captcha provider). A failure is forgotten once it settles, so a later call tries again.
 */
export function createOnce(): Once {
  const loaded = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>) => {
    let value = loaded.get(key) as Promise<T> | undefined;
    if (!value) {
      loaded.set(key, (value = load()));
      value.catch(() => loaded.get(key) == value && loaded.delete(key));
    }
    return value;
  };
}
