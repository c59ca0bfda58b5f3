/** Runs `fn` after `ms`; returns the function that cancels it (the clock the telemetry modules are handed). */
export function later(fn: () => void, ms: number): () => void {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
}
