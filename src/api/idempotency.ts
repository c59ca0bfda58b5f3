/**
 * Idempotent cart writes (docs/embed-contract.md, "Idempotent writes"). A browser may send a POST again by itself when
 * the connection drops before the answer arrives (Chromium does, on a reused connection), and the platform would then
 * apply the add twice. Every write that changes the cart therefore carries a random key, one per action (a press, a
 * quantity change), and the same key on any repeat of that action; the platform (an assumption the SDK makes of it;
 * the mock does it, mock-server/idempotency.ts) keeps its answer under the key for 24 hours and sends it back instead of
 * applying the write again.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A new key: 128 random bits as 32 hex digits (crypto.getRandomValues: every browser of the baseline has it). */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The request option that sends `key`. */
export const idempotent = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });
