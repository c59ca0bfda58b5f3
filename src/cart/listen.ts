import { createCartSync } from './cartSync';
import { loadReader, type Cart } from './store';

/**
 * Keeps a cart current while its page stays open: another tab's change (./cartSync.ts, BroadcastChannel) is shown at
 * once, and a page restored from the back/forward cache fetches the cart as it is now. Not needed to render the page,
 * so the runtime loads it once the page is interactive (src/runtime/afterLoad.ts). Returns the function that stops it.
 */
export function listen(cart: Cart): () => void {
  const { ledger, store, refresh } = cart;
  const again = () => void refresh().catch(() => {});
  const sync = createCartSync((message) => {
    // Another tab's write, shown at once. Its message may cross this tab's own writes (an older cart arriving last),
    // so the server has the last word: one GET, now or after this tab's writes in flight. A GET that started before
    // the message is not trusted either.
    ledger.lastWriteStarted = ++ledger.sequence;
    // Read as an answer is (./readCart.ts): another tab, maybe of another copy of the SDK, sent it.
    void loadReader().then(({ readCart }) => {
      const remote = readCart(message, cart.currency);
      if (remote) cart.apply(remote, false);
      if (store.getState().recalculating) ledger.overlapped = true;
      else again();
    }, again);
  });
  /** A page restored from the bfcache shows the cart as it was when the visitor left: fetch the current one. */
  const onPageShow = (event: PageTransitionEvent) => event.persisted && again();
  addEventListener('pageshow', onPageShow);
  // A tab opened in the background starts listening late (its idle callback waits): it may have missed another tab's
  // change before then, so the first time it is shown it asks the server once.
  const onShown = () => {
    if (document.visibilityState != 'visible') return;
    document.removeEventListener('visibilitychange', onShown);
    again();
  };
  if (document.visibilityState == 'hidden') document.addEventListener('visibilitychange', onShown);
  cart.publish = sync.publish;
  return () => {
    document.removeEventListener('visibilitychange', onShown);
    removeEventListener('pageshow', onPageShow);
    sync.close();
    cart.publish = undefined;
  };
}
