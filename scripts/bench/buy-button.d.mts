import type { GraphQLSchema } from 'graphql';
import type { BrowserContext } from 'playwright-core';

export declare const BUY_BUTTON_PATH: string;
export declare const SHOP_DOMAIN: string;
export declare const STOREFRONT_API_VERSION: string;
export declare const BUY_BUTTON_PAGES: { product: string; collection: string };

/** The key under which a Storefront model keeps our id. */
export declare const OUR_ID: unique symbol;
/** A Storefront API object: plain fields, and functions of the field's arguments for computed ones (graphql's default resolver calls them). */
export interface StorefrontNode {
  __typename: string;
  [OUR_ID]?: string;
  [field: string]: unknown;
}

export declare function storefrontNumber(ourId: string, type?: string): number;
export declare function storefrontGid(type: string, ourId: string): string;
export declare function gidNumber(gid: string): string;
export declare function storefrontProduct(
  item: Record<string, unknown>,
  options?: { shopDomain?: string; currency?: string },
): StorefrontNode;
export declare function storefrontCollection(
  collection: { id: string; title?: string; description?: string },
  products: StorefrontNode[],
): StorefrontNode;

export interface StorefrontBody {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}
/** The part of the Storefront API Buy Button asks for (scripts/bench/buy-button-schema.graphql), with the harness's resolvers. */
export declare const storefrontSchema: GraphQLSchema;
export declare function answerStorefront(body: string | StorefrontBody, products: StorefrontNode[]): { data: Record<string, unknown> };

/** What a page expects of one product: its title, its first variant's price ("1,250.00") and whether its button is enabled. */
export interface Expected {
  title: string | null;
  price: string | null;
  enabled: boolean;
}
export interface SeenProduct {
  title: string;
  price: string;
  button: string;
  enabled: boolean;
}
export declare function checkRendered(expected?: Expected[]): true | { expected: number; seen: SeenProduct[] };
export declare function buyButtonPage(options: {
  ids: (string | number)[] | string | number;
  kind: 'product' | 'collection';
  collection?: string | number;
  products?: StorefrontNode[];
  observe?: boolean;
  shopDomain?: string;
}): string;

/** What the routes answered: every GraphQL POST body (with its error, if any) and every other foreign URL. */
export interface BuyButtonLog {
  graphql: { body: string; error?: string }[];
  other: string[];
}
export declare function routeBuyButton(
  context: BrowserContext,
  origin: string,
  products: StorefrontNode[],
  options?: { shopDomain?: string },
): Promise<BuyButtonLog>;

declare global {
  interface Window {
    /** Set by a Buy Button page visited with `?observe`: ms after navigation start when every expected button was ready. */
    __buttonsReadyAt?: number;
    /** The readiness observer's own time in its callbacks, ms. */
    __observerMs?: number;
  }
}
