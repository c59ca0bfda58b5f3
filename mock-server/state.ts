import type { ProductItem, ShoppingCart } from '../src/types';
import type { FaultRule } from './faults';
import type { FormSubmissionRecord } from './forms';
import type { RestockSignUpRecord } from './restock';
import { seedCatalog } from './seed';

// The mock platform's whole memory. Handlers close over one PlatformState object, so every operation here mutates it
// in place (reset included): replacing the object would leave the handlers pointing at a stale one.

/** A form field (spec 000 §3 "Form field types"; editable properties from spec 001 §3 "Form definition editing"). */
export interface FormField {
  id: string;
  type: string;
  title: string;
  required: boolean;
  description?: string;
  placeholder?: string;
  options?: string[];
  maxLength?: number;
  currencySymbol?: string;
  showCountryCode?: boolean;
  underline?: boolean;
  /** hidden: the query-string parameter, and the value when it is absent. */
  key?: string;
  value?: string;
}

/** An additional-fields or site form (spec 000 §3 "Form"). The SDK has no shared Form type yet, hence this one. */
export interface FormDefinition {
  id: string;
  name: string;
  fields: FormField[];
  submissionMessage: string;
  submissionHTML: string;
  successRedirect: string | null;
  disclaimerMessage: string;
  captchaEnabled: boolean;
  captchaTheme: 'light' | 'dark';
  captchaAlignment: 'left' | 'center' | 'right';
}

/** Site settings (spec 001 §3 "Settings"), as `GET /api/commerce/settings` returns them. */
export interface MockSettings {
  currency: string;
  storeSettings: { multipleQuantityAllowedForServices: boolean };
  checkoutMinimumCents: number;
  /** scriptUrl: an SDK addition (docs/captcha.md); the seed points it at the fake provider, /__mock/captcha.js. */
  captchaSettings: { siteKey: string; scriptUrl?: string };
  localizedStrings: Record<string, string>;
  [extra: string]: unknown;
}

export interface Catalog {
  products: ProductItem[];
  forms: FormDefinition[];
  settings: MockSettings;
}

/** One line of the request log: every /api/ request the platform saw since the last reset. */
export interface RequestLogEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Epoch milliseconds. */
  at: number;
}

export interface PlatformState extends Catalog {
  websiteId: string;
  /** Carts by cart id (the `CART` cookie's value). */
  carts: Record<string, ShoppingCart>;
  requests: RequestLogEntry[];
  /** Active fault rules; `times` counts down as they fire. */
  faults: FaultRule[];
  /** Source of entry ids; never reused within a state's life, so a stale id cannot hit a newer entry. */
  nextEntryId: number;
  /** Form submission keys issued and not yet used (mock-server/forms.ts). */
  formKeys: string[];
  nextFormKey: number;
  /** Form submissions accepted since the last reset. */
  submissions: FormSubmissionRecord[];
  /** Captcha tokens the fake provider issued and no submission has used yet (mock-server/captcha.ts). */
  captchaTokens: string[];
  /** Restock sign-ups since the last reset, sent or waiting (mock-server/restock.ts). */
  restockSignUps: RestockSignUpRecord[];
  nextRestockId: number;
}

export const WEBSITE_ID = 'demo';

/** A new platform state holding a fresh copy of the seed catalog (or of `catalog`). */
export function createState(catalog: Catalog = seedCatalog()): PlatformState {
  return { websiteId: WEBSITE_ID, ...structuredClone(catalog), carts: {}, requests: [], faults: [], nextEntryId: 1, formKeys: [], nextFormKey: 1, submissions: [], captchaTokens: [], restockSignUps: [], nextRestockId: 1 };
}

/** Back to the seed: catalog restored, carts, faults and the request log emptied. */
export function resetState(state: PlatformState, catalog: Catalog = seedCatalog()): void {
  Object.assign(state, createState(catalog), { nextEntryId: state.nextEntryId });
}

/** Replaces each part of the catalog that is given. Carts are kept: a test may swap products under a live cart. */
export function replaceCatalog(state: PlatformState, patch: Partial<Catalog>): void {
  if (patch.products) state.products = structuredClone(patch.products);
  if (patch.forms) state.forms = structuredClone(patch.forms);
  if (patch.settings) state.settings = structuredClone(patch.settings);
}

export function findProduct(state: PlatformState, id: string): ProductItem | undefined {
  return state.products.find((p) => p.id === id);
}

/** Oldest log lines are dropped past this, so a demo server left running for days keeps a bounded memory. */
export const REQUEST_LOG_LIMIT = 10_000;

export function logRequest(state: PlatformState, url: URL, method: string, at = Date.now()): void {
  state.requests.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), at });
  if (state.requests.length > REQUEST_LOG_LIMIT) state.requests.splice(0, state.requests.length - REQUEST_LOG_LIMIT);
}

/** Everything recorded, as `GET /__mock/state` answers it (a copy: callers cannot mutate the live state). */
export function snapshot(state: PlatformState) {
  const { products, forms, settings, carts, requests, faults, submissions, captchaTokens, restockSignUps } = state;
  return structuredClone({ products, forms, settings, carts, requests, faults, submissions, captchaTokens, restockSignUps });
}
