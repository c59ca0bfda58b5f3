import { addEntry, emptyCart } from './cart';
import type { PlatformState, SiteUserRecord } from './types';

// The seeded visitors with an account (docs/mock-platform.md, "Site-user sessions", lists their demo passwords), put
// into every new state by createState (state.ts); mock-server/session.ts signs them in.
// Passwords are stored only as PBKDF2-SHA256 hashes (100,000 iterations, 32 bytes, hex; mock-server/session.ts
// verifies them), computed once with a throwaway script over WebCrypto:
//   const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
//   const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 100000 }, key, 256);

/** One line of a seeded member cart: what `POST /api/commerce/shopping-cart/entries` would be sent. */
export interface SeedCartLine {
  itemId: string;
  sku: string | null;
  quantity: number;
}

export interface SeedSiteUser {
  user: Omit<SiteUserRecord, 'cartId' | 'language'>;
  /** A saved member cart, built at createState time (lines of products the catalog lacks are left out). */
  savedCart?: { id: string; lines: SeedCartLine[] };
}

export const SEED_SITE_USERS: readonly SeedSiteUser[] = [
  {
    user: {
      id: 'su-ada',
      email: 'ada@example.com',
      displayName: 'Ada',
      password: { salt: '950a1f608870051f76dcaddbe363b96c', hash: '8bfd935a7e1a5e6d03f2ca5fcb15146c12815883952aac179aa1f54344811310' },
    },
    // Two in-stock products (both unlimited in the seed), so a merge never meets a stock limit by accident.
    savedCart: {
      id: 'cart-su-ada',
      lines: [
        { itemId: 'p-poster', sku: null, quantity: 2 },
        { itemId: 'p-ebook', sku: null, quantity: 1 },
      ],
    },
  },
  {
    user: {
      id: 'su-grace',
      email: 'grace@example.com',
      displayName: 'Grace',
      password: { salt: 'a90f17686bb7d7fb77f6360dd4623661', hash: 'b56f5c396ad0e53eed4eed903ede1d49aad31990ede0397e2f76eea24a0976d4' },
    },
  },
];

/** Puts the seeded visitors into a new state, with their saved carts (in `savedCarts` until their first sign-in). */
export function seedSiteUsers(state: PlatformState, at = Date.now()): void {
  for (const { user, savedCart } of SEED_SITE_USERS) {
    const record: SiteUserRecord = { ...structuredClone(user), cartId: null, language: null };
    state.siteUsers.push(record);
    if (!savedCart) continue;
    // Built with the cart's own rules (prices, types, totals) in `carts`, then set aside. Its entries get ids of their
    // own (`entry-su-ada-1` …): visitors' entries still start at entry-1, and never meet these.
    const nextEntryId = state.nextEntryId;
    state.carts[savedCart.id] = emptyCart(state.websiteId, savedCart.id, at);
    for (const line of savedCart.lines) addEntry(state, savedCart.id, { ...line, additionalFields: null });
    const cart = state.carts[savedCart.id]!;
    delete state.carts[savedCart.id];
    state.nextEntryId = nextEntryId;
    cart.entries.forEach((entry, i) => (entry.id = `entry-${user.id}-${i + 1}`));
    if (cart.entries.length === 0) continue; // a catalog without those products: no saved cart
    state.savedCarts[cart.id] = cart;
    record.cartId = cart.id;
  }
}
