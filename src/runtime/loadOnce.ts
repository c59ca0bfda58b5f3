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
