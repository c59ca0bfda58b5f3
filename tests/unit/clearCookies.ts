/**
 * Deletes cookies of this page (path /) at once. Not with `max-age=0`: happy-dom keeps such a cookie, with an empty
 * value, until the clock moves on by a millisecond (it expires cookies whose `expires` is *before* now, where RFC 6265
 * §5.2.2 makes max-age ≤ 0 the earliest date). A test that cleared `CART` that way and mounted in the same millisecond
 * saw a cart cookie, and its widget loaded a cart: the old cart and add-to-cart flakes.
 */
export function clearCookies(...names: string[]): void {
  for (const name of names) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
