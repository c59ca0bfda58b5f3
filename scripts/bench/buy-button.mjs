// Shopify Buy Button 3.0.6 rendering our catalog offline, for the bench (scripts/bench/bench.mjs) to compare with our widgets
// on equal terms: a product page (one `product` component) and a product set (one `collection` component given a list
// of product ids), both answered from canned Storefront API data inside a Playwright browser context.
//   - `storefrontProduct` maps one of our catalog products (spec 001 §3) to a Storefront API Product;
//   - `answerStorefront` answers a Storefront GraphQL POST body from those products: graphql-js validates and executes
//     it over a schema of the part of the Storefront API Buy Button asks for (scripts/bench/buy-button-schema.graphql,
//     `storefrontSchema`) with the resolvers below. Strict: the answer holds exactly the keys selected (Buy Button's
//     decoder throws on any other), and a query the schema does not validate throws, so a changed query is noticed
//     rather than answered wrongly. It runs in Node, in the route handler: nothing of it runs in Buy Button's page;
//   - `buyButtonPage` is the page that loads `buybutton.min.js` and creates the component; with `observe` it also
//     records when every expected buy button is rendered (`window.__buttonsReadyAt`);
//   - `routeBuyButton` serves all of it inside a browser context: nothing leaves the machine.
// Buy Button's bundle comes from node_modules/@shopify/buy-button-js (a devDependency: never in dist/).
// Buy Button's ways, seen in Chromium (queries in scripts/bench/fixtures/buy-button/): the npm build has no `UI.onReady`
// (`UI.init(client)` is called directly); a product set asks one `nodes` query, and renders the products it gets, logging
// "SDK Fetch Failed" for an id answered null; a collection given its id asks `products(first: 20)` and at once the next
// page (cursor and id inlined); every component also creates the cart (cart and toggle iframes) without a request; the
// selected variant is always the first, so a product whose first variant is sold out shows "Out of stock", disabled;
// adding to the cart sends a `cartCreate` mutation, which is not answered here (a GraphQL error).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildSchema, executeSync, parse, validate } from 'graphql';

const require = createRequire(import.meta.url);

/** Where the pages load Buy Button's bundle from (same origin as the page; also served by script-time.mjs). */
export const BUY_BUTTON_PATH = '/bench/buybutton.min.js';
/** The shop the pages' client talks to: a reserved `.test` name, answered inside the browser context only. */
export const SHOP_DOMAIN = 'bench-shop.test';
/** The Storefront API version Buy Button 3.0.6 asks for (any version path is answered alike). */
export const STOREFRONT_API_VERSION = '2025-01';
/** The pages' paths under the origin: `${origin}${BUY_BUTTON_PAGES.product}` and `….collection`. */
export const BUY_BUTTON_PAGES = { product: '/bench/buy-button/product', collection: '/bench/buy-button/collection' };

/* ------------------------------------------------------------------ our catalog → Storefront API models */

/** The key under which a model keeps our id (a symbol: no GraphQL query can select it). */
export const OUR_ID = Symbol('ourId');

/**
 * The stable number behind a Storefront id (`gid://shopify/<Type>/<number>`) for one of our ids: FNV-1a (32 bit) of
 * `<Type>:<ourId>`, so the same id gives the same number in every run, in any process, whatever else is in the catalog.
 * @param {string} ourId
 * @param {string} [type] the Storefront type (Product, ProductVariant, ProductImage, ProductOption, Collection)
 * @returns {number}
 */
export function storefrontNumber(ourId, type = 'Product') {
  let h = 0x811c9dc5;
  for (const ch of `${type}:${ourId}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h + 1; // never 0
}

/**
 * The Storefront global id for one of our ids.
 * @param {string} type @param {string} ourId @returns {string}
 */
export const storefrontGid = (type, ourId) => `gid://shopify/${type}/${storefrontNumber(ourId, type)}`;

/** The number at the end of a global id (`gid://shopify/Product/123` → '123'), the id Buy Button's components take. */
export const gidNumber = (/** @type {string} */ gid) => gid.slice(gid.lastIndexOf('/') + 1);

const FIXED_DATE = '2025-01-01T00:00:00Z';
const KIND_LABELS = ['Physical', 'Digital', 'Service', 'Gift card', 'Paywall'];
const isObj = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Our money (any of the spec's three shapes, or cents with a currency) as a Storefront MoneyV2, the amount written as
 * Shopify writes a Decimal ("25.0", "19.99"). Null when there is none. `money` is a `…Money` field, `cents` the field
 * beside it (`price`, `salePrice`), which holds money too (spec 001 §3 Variant) or whole cents.
 * @param {unknown} money @param {unknown} cents @param {string} fallbackCurrency
 * @returns {{ __typename: 'MoneyV2', amount: string, currencyCode: string } | null}
 */
function moneyV2(money, cents, fallbackCurrency) {
  if (!isObj(money) && isObj(cents)) return moneyV2(cents, undefined, fallbackCurrency);
  let amount;
  let currency;
  if (isObj(money)) {
    const m = /** @type {Record<string, unknown>} */ (money);
    [amount, currency] =
      'value' in m ? [m.value, m.currency] : 'decimalValue' in m ? [m.decimalValue, m.currencyCode] : [m.amount, m.currencyCode];
  } else if (Number.isSafeInteger(cents)) {
    [amount, currency] = [/** @type {number} */ (cents) / 100, fallbackCurrency];
  } else return null;
  const text = typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || !(m[2] || m[3]) || typeof currency !== 'string') throw new Error(`not money: ${JSON.stringify(money ?? cents)}`);
  const fraction = (m[3] ?? '').replace(/0+$/, '') || '0';
  return {
    __typename: 'MoneyV2',
    amount: `${m[1]}${(m[2] || '0').replace(/^0+(?=\d)/, '')}.${fraction}`,
    currencyCode: currency.toUpperCase(),
  };
}

const escapeHtml = (/** @type {string} */ s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const slug = (/** @type {string} */ s) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A Storefront Image for an asset of ours; relative URLs are made absolute on the shop (Storefront URLs always are).
 * @param {{ assetUrl: string, altText?: string, originalSize?: string }} image @param {string} shopDomain
 */
function storefrontImage(image, shopDomain) {
  const url = new URL(image.assetUrl, `https://${shopDomain}/`).href;
  const size = /^(\d+)x(\d+)$/.exec(image.originalSize ?? '');
  return {
    __typename: 'Image',
    id: storefrontGid('ProductImage', url),
    url,
    altText: image.altText || null,
    width: size ? Number(size[1]) : null,
    height: size ? Number(size[2]) : null,
  };
}

/**
 * @typedef {{ __typename: string, [key: string]: unknown, [OUR_ID]?: string }} StorefrontNode
 * A Storefront API object: plain fields, and functions of the field's arguments for computed ones.
 */

/**
 * One of our catalog products (spec 001 §3 Product item) as a Storefront API Product, with every field Buy Button's
 * ProductFragment and VariantFragment select (null where the Storefront API allows null) and a few more. Ids are
 * `gid://shopify/<Type>/<storefrontNumber(ourId, Type)>`; the model keeps our id under `OUR_ID`.
 * Stock as our SDK reads it: a variant with neither `unlimited` nor `qtyInStock` is unlimited; physical and service
 * products track stock (`qtyInStock` ≤ 0 and not unlimited: not available for sale); digital and gift cards never sell
 * out. On sale (the variant's `onSale`, a digital product's own flag): price is the sale price and compareAtPrice the
 * regular one. Variants without attributes give Shopify's single "Title: Default Title" option.
 * @param {Record<string, any>} item
 * @param {{ shopDomain?: string, currency?: string }} [options] `currency` only for prices given in cents without one
 * @returns {StorefrontNode}
 */
export function storefrontProduct(item, { shopDomain = SHOP_DOMAIN, currency = 'USD' } = {}) {
  if (!isObj(item) || typeof item.id !== 'string' || !item.id) throw new Error('a product needs an id');
  const sc = isObj(item.structuredContent) ? item.structuredContent : item;
  const code = Number.isInteger(sc.productType) ? sc.productType : 1;
  const tracksStock = code === 1 || code === 3;
  /** @type {any[]} */
  const raw = Array.isArray(sc.variants) ? sc.variants : [];
  if (!raw.length) throw new Error(`product ${item.id} has no variants`);
  const title = typeof item.name === 'string' && item.name ? item.name : item.id;
  const handle = slug(title) || slug(item.id);
  const description = typeof item.description === 'string' ? item.description : '';
  const isHtml = /<[a-z!/]/i.test(description);

  const ordering = [...(item.variantOptionOrdering ?? sc.variantOptionOrdering ?? [])].filter((n) => typeof n === 'string');
  const optionNames = [...new Set([...ordering, ...raw.flatMap((v) => (isObj(v?.attributes) ? Object.keys(v.attributes) : []))])].filter(
    (name) => raw.some((v) => v?.attributes?.[name] !== undefined && v.attributes[name] !== ''),
  );
  const defaultTitle = optionNames.length === 0;

  /** @type {StorefrontNode} */
  const product = { __typename: 'Product' };
  /** @type {ReturnType<typeof storefrontImage>[]} */
  const images = [];
  const addImage = (/** @type {any} */ img) => {
    if (!isObj(img) || typeof img.assetUrl !== 'string' || !img.assetUrl) return null;
    const image = storefrontImage(img, shopDomain);
    const same = images.find((i) => i.url === image.url);
    if (same) return same;
    images.push(image);
    return image;
  };
  for (const img of Array.isArray(item.images) ? item.images : []) addImage(img);

  const variants = raw.map((v, i) => {
    if (!isObj(v)) throw new Error(`variant ${i + 1} of product ${item.id} is not an object`);
    const ourVariantId = typeof v.id === 'string' && v.id ? v.id : `${item.id}#${i}`;
    const regular =
      moneyV2(v.priceMoney, v.price, currency) ??
      moneyV2(sc.priceMoney, sc.price, currency) ??
      moneyV2(item.priceMoney, item.price, currency);
    if (!regular) throw new Error(`variant ${i + 1} of product ${item.id} has no price`);
    const onSale = code === 4 ? false : code === 2 ? sc.onSale === true : v.onSale === true;
    const sale = onSale ? (moneyV2(v.salePriceMoney, v.salePrice, currency) ?? moneyV2(sc.salePriceMoney, sc.salePrice, currency)) : null;
    const unlimited = v.unlimited === true || (v.unlimited === undefined && v.qtyInStock === undefined);
    const qty = Number.isFinite(v.qtyInStock) ? Math.max(0, Math.floor(v.qtyInStock)) : 0;
    const available = !tracksStock || unlimited || qty > 0;
    const selectedOptions = defaultTitle
      ? [{ __typename: 'SelectedOption', name: 'Title', value: 'Default Title' }]
      : optionNames
          .filter((n) => v.attributes?.[n] !== undefined && v.attributes[n] !== '')
          .map((name) => ({ __typename: 'SelectedOption', name, value: String(v.attributes[name]) }));
    return {
      __typename: 'ProductVariant',
      [OUR_ID]: ourVariantId,
      id: storefrontGid('ProductVariant', ourVariantId),
      title: selectedOptions.map((o) => o.value).join(' / '),
      price: sale ?? regular,
      compareAtPrice: sale ? regular : null,
      availableForSale: available,
      currentlyNotInStock: !available,
      quantityAvailable: tracksStock && !unlimited ? qty : null,
      requiresShipping: code === 1,
      sku: typeof v.sku === 'string' ? v.sku : null,
      barcode: null,
      weight: 0,
      weightUnit: 'KILOGRAMS',
      image: addImage(v.mainImage),
      selectedOptions,
      unitPrice: null,
      // What the Storefront API answers for a variant with no unit price: an object of empty measurements.
      unitPriceMeasurement: {
        __typename: 'UnitPriceMeasurement',
        measuredType: null,
        quantityUnit: null,
        quantityValue: 0,
        referenceUnit: null,
        referenceValue: 0,
      },
      product: () => product,
    };
  });

  const options = (defaultTitle ? ['Title'] : optionNames).map((name) => ({
    __typename: 'ProductOption',
    id: storefrontGid('ProductOption', `${item.id}/${name}`),
    name,
    values: defaultTitle
      ? ['Default Title']
      : [...new Set(variants.flatMap((v) => v.selectedOptions.filter((o) => o.name === name).map((o) => o.value)))],
  }));

  const prices = variants.map((v) => v.price);
  const byAmount = (/** @type {any[]} */ ms) => [...ms].sort((a, b) => Number(a.amount) - Number(b.amount));
  const compareAt = variants.map((v) => v.compareAtPrice ?? v.price);
  Object.assign(product, {
    [OUR_ID]: item.id,
    id: storefrontGid('Product', item.id),
    title,
    handle,
    description: isHtml
      ? description
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : description,
    descriptionHtml: isHtml ? description : escapeHtml(description),
    productType: KIND_LABELS[code - 1] ?? '',
    vendor: shopDomain.split('.')[0],
    tags: [],
    isGiftCard: code === 4,
    requiresSellingPlan: false,
    availableForSale: variants.some((v) => v.availableForSale),
    totalInventory: variants.reduce((n, v) => n + (v.quantityAvailable ?? 0), 0),
    createdAt: FIXED_DATE,
    updatedAt: FIXED_DATE,
    publishedAt: FIXED_DATE,
    onlineStoreUrl: `https://${shopDomain}/products/${handle}`,
    options,
    images,
    featuredImage: images[0] ?? null,
    variants,
    priceRange: { __typename: 'ProductPriceRange', minVariantPrice: byAmount(prices)[0], maxVariantPrice: byAmount(prices).at(-1) },
    compareAtPriceRange: {
      __typename: 'ProductPriceRange',
      minVariantPrice: byAmount(compareAt)[0],
      maxVariantPrice: byAmount(compareAt).at(-1),
    },
  });
  return product;
}

/**
 * A Storefront Collection holding the given Storefront products (for Buy Button's `collection` component given a
 * collection id, which pages through `products(first: 20)`).
 * @param {{ id: string, title?: string, description?: string }} collection our collection id and title
 * @param {StorefrontNode[]} products
 * @returns {StorefrontNode}
 */
export function storefrontCollection({ id, title = id, description = '' }, products) {
  return {
    __typename: 'Collection',
    [OUR_ID]: id,
    id: storefrontGid('Collection', id),
    handle: slug(title) || slug(id),
    title,
    description,
    descriptionHtml: escapeHtml(description),
    updatedAt: FIXED_DATE,
    image: null,
    products,
  };
}

/* ------------------------------------------------------------------ the schema and its resolvers */

/**
 * The Storefront API as far as Buy Button asks it (scripts/bench/buy-button-schema.graphql), executed by graphql-js. Every
 * field not named in `resolvers` is graphql's default: the model's property of that name, or the model's function of
 * that name called with the field's arguments (a variant's `product`). `__typename` of a `Node` is the model's.
 */
export const storefrontSchema = buildSchema(readFileSync(fileURLToPath(import.meta.resolve('./buy-button-schema.graphql')), 'utf8'));

/** @typedef {{ byId: Map<string, StorefrontNode>, products: StorefrontNode[], collections: StorefrontNode[] }} Catalog */

const cursorOf = (/** @type {number} */ index) => Buffer.from(JSON.stringify({ last_id: index + 1, last_value: index })).toString('base64');
function indexOfCursor(/** @type {unknown} */ cursor) {
  try {
    const i = JSON.parse(Buffer.from(String(cursor), 'base64').toString()).last_value;
    if (Number.isInteger(i)) return i;
  } catch {
    // not base64 of JSON: said below
  }
  throw new Error(`not a cursor of ours: ${JSON.stringify(cursor)}`);
}

/**
 * A connection over a list, as the Storefront API pages one: `first`/`after` from the start, `last`/`before` from
 * the end, `reverse` first; `first` or `last` is required, as the Storefront API requires.
 * @param {unknown[]} list @param {{ first?: number | null, after?: string | null, last?: number | null, before?: string | null, reverse?: boolean }} args
 */
function connection(list, { first, after, last, before, reverse }) {
  if (first == null && last == null) throw new Error('a connection needs `first` or `last`');
  const items = list.map((node, index) => ({ node, index }));
  if (reverse) items.reverse();
  let from = after == null ? 0 : items.findIndex((x) => x.index === indexOfCursor(after)) + 1;
  let to =
    before == null
      ? items.length
      : Math.max(
          from,
          items.findIndex((x) => x.index === indexOfCursor(before)),
        );
  if (first != null) to = Math.min(to, from + first);
  if (last != null) from = Math.max(from, to - last);
  const edges = items.slice(from, to).map(({ node, index }) => ({ cursor: cursorOf(index), node }));
  const pageInfo = {
    hasNextPage: to < items.length,
    hasPreviousPage: from > 0,
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges.at(-1)?.cursor ?? null,
  };
  return { pageInfo, edges, nodes: edges.map((e) => e.node) };
}

/** One product or collection by id or by handle; null (as Shopify answers) when there is none. */
const byIdOrHandle = (/** @type {StorefrontNode[]} */ list, /** @type {{ id?: string, handle?: string }} */ { id, handle }) => {
  if ((id == null) === (handle == null)) throw new Error('give an id or a handle');
  return list.find((n) => (id != null ? n.id === id : n.handle === handle)) ?? null;
};

/** @typedef {(source: any, args: any, catalog: Catalog) => unknown} Resolver */
/** @type {Record<string, Record<string, Resolver>>} */
const resolvers = {
  QueryRoot: {
    // Shopify answers null for an id it does not know (a node of another type is the node: the query's fragments decide).
    node: (_, { id }, { byId }) => byId.get(id) ?? null,
    nodes: (_, { ids }, { byId }) => ids.map((/** @type {string} */ id) => byId.get(id) ?? null),
    product: (_, args, { products }) => byIdOrHandle(products, args),
    productByHandle: (_, args, { products }) => byIdOrHandle(products, args),
    collection: (_, args, { collections }) => byIdOrHandle(collections, args),
    collectionByHandle: (_, args, { collections }) => byIdOrHandle(collections, args),
    products: (_, args, { products }) => connection(products, args),
    collections: (_, args, { collections }) => connection(collections, args),
  },
  Product: {
    images: (product, args) => connection(product.images, args),
    variants: (product, args) => connection(product.variants, args),
  },
  Collection: {
    products: (collection, args) => connection(collection.products, args),
  },
};
for (const [typeName, fields] of Object.entries(resolvers))
  for (const [name, resolve] of Object.entries(fields)) {
    const field = /** @type {import('graphql').GraphQLObjectType | undefined} */ (storefrontSchema.getType(typeName))?.getFields()[name];
    if (!field) throw new Error(`buy-button-schema.graphql has no field ${typeName}.${name} to resolve`);
    field.resolve = resolve;
  }

/**
 * The catalog the resolvers read (the context of each execution): the given nodes, and every node they hold, by id.
 * @param {StorefrontNode[]} nodes @returns {Catalog}
 */
function catalogOf(nodes) {
  /** @type {Map<string, StorefrontNode>} */
  const byId = new Map();
  const add = (/** @type {any} */ n) => {
    const seen = byId.get(n.id);
    if (seen && seen !== n)
      throw new Error(`Storefront model: two objects share the id ${n.id} (${String(seen[OUR_ID])}, ${String(n[OUR_ID])})`);
    byId.set(n.id, n);
  };
  for (const n of nodes) [n, .../** @type {any[]} */ (n.variants ?? []), .../** @type {any[]} */ (n.options ?? [])].forEach(add);
  return {
    byId,
    products: nodes.filter((n) => n.__typename === 'Product'),
    collections: nodes.filter((n) => n.__typename === 'Collection'),
  };
}

/** Each query text parsed and validated against the schema once: Buy Button sends the same few texts on every visit. */
const documents = new Map();
const describe = (/** @type {import('graphql').GraphQLError} */ e) =>
  `${e.message}${e.path ? ` (at ${e.path.join('.')})` : e.locations?.[0] ? ` (line ${e.locations[0].line}, column ${e.locations[0].column})` : ''}`;

/**
 * graphql-js's answer to a Storefront GraphQL POST body, as graphql-js builds it (objects without a prototype).
 * @param {string | { query: string, variables?: Record<string, unknown>, operationName?: string }} body
 * @param {StorefrontNode[]} nodes
 */
function storefrontResult(body, nodes) {
  const { query, variables, operationName } = typeof body === 'string' ? JSON.parse(body) : body;
  if (typeof query !== 'string') throw new Error('Storefront query: the body has no query');
  let document = documents.get(query);
  if (!document) {
    document = parse(query);
    const invalid = validate(storefrontSchema, document);
    if (invalid.length) throw new Error(`Storefront query: ${invalid.map(describe).join('; ')}`);
    if (documents.size >= 100) documents.clear();
    documents.set(query, document);
  }
  const { data, errors } = executeSync({
    schema: storefrontSchema,
    document,
    variableValues: variables,
    operationName,
    contextValue: catalogOf(nodes),
  });
  if (errors?.length) throw new Error(`Storefront query: ${errors.map(describe).join('; ')}`);
  return { data: /** @type {Record<string, unknown>} */ (data) };
}

/**
 * The answer to a Storefront API GraphQL POST body (`{ query, variables, operationName? }`, as text or parsed) from the
 * given Storefront nodes (from `storefrontProduct`, `storefrontCollection`): `{ data }` as JSON carries it, holding
 * exactly the fields the query selects under their response keys. Throws, with graphql's messages and where, on a
 * query the schema does not validate (a field or argument it lacks, a malformed query), on a mutation, and on an
 * error in execution (a cursor not of ours, a connection without `first` or `last`).
 * @param {string | { query: string, variables?: Record<string, unknown>, operationName?: string }} body
 * @param {StorefrontNode[]} products
 * @returns {{ data: Record<string, unknown> }}
 */
export const answerStorefront = (body, products) => JSON.parse(JSON.stringify(storefrontResult(body, products)));

/* ------------------------------------------------------------------ the pages */

/**
 * What a page expects rendered, per product in order: its title, its first variant's price as Buy Button's default
 * money format writes the amount ("1,250.00"), and whether its button is enabled (no when that variant is sold out:
 * Buy Button then shows "Out of stock", disabled).
 * @typedef {{ title: string | null, price: string | null, enabled: boolean }} Expected
 */

/** @param {StorefrontNode} p @returns {Expected} */
function expectationOf(p) {
  const v = /** @type {any} */ (p.variants)[0];
  const amount = Number(v.price.amount)
    .toFixed(2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return { title: /** @type {string} */ (p.title), price: amount, enabled: v.availableForSale === true };
}

/**
 * In the page (pass it to `page.evaluate`): true when every expected product (the page's `#buy-button-expect`, or
 * `expected`) is rendered inside the component's iframes with its title, its price and a buy button (`.shopify-buy__btn`)
 * that is enabled, or disabled for a product expected sold out; else what it sees. Self-contained (it is serialized).
 * @param {Expected[]} [expected]
 * @returns {true | { expected: number, seen: { title: string, price: string, button: string, enabled: boolean }[] }}
 */
export function checkRendered(expected) {
  const want = expected ?? JSON.parse(/** @type {HTMLElement} */ (document.getElementById('buy-button-expect')).textContent ?? '[]');
  const text = (/** @type {Element | null} */ el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  /** @type {{ title: string, price: string, button: string, enabled: boolean }[]} */
  const seen = [];
  for (const frame of /** @type {HTMLElement} */ (document.getElementById('buy-button')).getElementsByTagName('iframe'))
    for (const card of frame.contentDocument?.querySelectorAll('.shopify-buy__product') ?? []) {
      const button = /** @type {HTMLButtonElement | null} */ (card.querySelector('.shopify-buy__btn'));
      seen.push({
        title: text(card.querySelector('.shopify-buy__product__title')),
        price: text(card.querySelector('.shopify-buy__product__actual-price')),
        button: text(button),
        enabled: !!button && !button.disabled,
      });
    }
  const ok =
    seen.length === want.length &&
    want.every((/** @type {Expected} */ w, /** @type {number} */ i) => {
      const s = seen[i];
      return (
        !!s &&
        !!s.button &&
        s.enabled === w.enabled &&
        (w.title === null ? !!s.title : s.title === w.title) &&
        (w.price === null ? !!s.price : s.price.includes(w.price))
      );
    });
  return ok || { expected: want.length, seen };
}

/**
 * The readiness observer (only in pages asked for with `observe`). It sets `window.__buttonsReadyAt` to
 * `performance.now()` in the first mutation callback after which `checkRendered` holds, then disconnects everything.
 * Cost: one MutationObserver on the component's node (childList, subtree), which fires as Buy Button inserts its
 * iframe, and one on each of those iframes' documents (childList, subtree, characterData, the `disabled` attribute),
 * attached in that callback — the iframes are src-less, their document is there as soon as they are inserted, before
 * Buy Button writes into them. Blink then queues a record per change in those documents (Buy Button's renders are a
 * few morphdom passes), and each callback (one per microtask checkpoint with records) runs `checkRendered`: a few
 * querySelector calls per product. The callbacks' own time is summed in `window.__observerMs`: 0.4–0.7 ms for the
 * product page and 0.8–1.5 ms for 24 products, in all, here (performance.now() is at 0.1 ms). An iframe's `load` also
 * re-runs it (Buy Button removes and re-creates a component whose iframe loads a second time).
 */
const observerScript = (/** @type {Expected[]} */ expected) => `(() => {
  const expected = ${JSON.stringify(expected).replace(/</g, '\\u003c')};
  const check = ${checkRendered.toString()};
  const node = document.getElementById('buy-button');
  const watching = new WeakSet();
  const observers = [];
  const opts = { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['disabled'] };
  window.__observerMs = 0;
  const look = () => {
    if (window.__buttonsReadyAt !== undefined) return;
    const t0 = performance.now();
    for (const frame of node.getElementsByTagName('iframe')) {
      if (!watching.has(frame)) { watching.add(frame); frame.addEventListener('load', look); }
      const doc = frame.contentDocument;
      if (doc && !watching.has(doc)) { watching.add(doc); const mo = new MutationObserver(look); mo.observe(doc, opts); observers.push(mo); }
    }
    if (check(expected) === true) { window.__buttonsReadyAt = t0; for (const mo of observers) mo.disconnect(); }
    window.__observerMs += performance.now() - t0;
  };
  const host = new MutationObserver(look);
  host.observe(node, { childList: true, subtree: true });
  observers.push(host);
})();`;

/**
 * The HTML of a page that loads Buy Button from BUY_BUTTON_PATH (same origin), builds a client for `shopDomain` and
 * creates one `product` component (the first id) or one `collection` component: given a list of product ids (a product
 * set, fetched with one `nodes` query) or, with `collection`, a collection's id. Ids are Storefront numbers
 * (`storefrontNumber`, `gidNumber`). `products` (the Storefront models, optional) give the expectations
 * (`#buy-button-expect`, read by `checkRendered`): title, price and whether the button is enabled; without them any
 * title and price with an enabled button will do. `observe` adds the readiness observer (`window.__buttonsReadyAt`).
 * @param {{ ids: (string | number)[] | string | number, kind: 'product' | 'collection', collection?: string | number,
 *   products?: StorefrontNode[], observe?: boolean, shopDomain?: string }} options
 * @returns {string}
 */
export function buyButtonPage({ ids, kind, collection, products, observe = false, shopDomain = SHOP_DOMAIN }) {
  const list = (Array.isArray(ids) ? ids : [ids]).map(String);
  if (kind !== 'product' && kind !== 'collection') throw new Error(`kind is product or collection, not ${kind}`);
  if (collection === undefined && !list.length) throw new Error('no product ids');
  const shown = kind === 'product' ? list.slice(0, 1) : list;
  const byNumber = new Map((products ?? []).map((p) => [gidNumber(/** @type {string} */ (p.id)), p]));
  /** @type {Expected[]} */
  const expected = shown.map((id) => {
    const p = byNumber.get(id);
    return p ? expectationOf(p) : { title: null, price: null, enabled: true };
  });
  const id = kind === 'product' ? shown[0] : collection !== undefined ? String(collection) : shown;
  const heading = kind === 'product' ? (expected[0]?.title ?? 'Buy Button') : 'Buy Button';
  const json = (/** @type {unknown} */ v) => JSON.stringify(v).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head><body>
<h1>${escapeHtml(heading)}</h1>
<div id="buy-button"></div>
<script type="application/json" id="buy-button-expect">${json(expected)}</script>
${observe ? `<script>${observerScript(expected)}</script>\n` : ''}<script src="${BUY_BUTTON_PATH}"></script>
<script>
var client = ShopifyBuy.buildClient({ domain: ${json(shopDomain)}, storefrontAccessToken: 'bench' });
ShopifyBuy.UI.init(client).createComponent(${json(kind)}, { id: ${json(id)}, node: document.getElementById('buy-button') });
</script>
</body></html>`;
}

/* ------------------------------------------------------------------ the router */

/** A 1×1 transparent GIF: the answer to any image Buy Button asks for. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * @typedef {{ graphql: { body: string, error?: string }[], other: string[] }} BuyButtonLog
 * What the routes answered: every GraphQL POST body (with the error it was answered with, if any), and every other
 * foreign URL given an empty answer.
 */

/**
 * Serves, inside `context`: Buy Button's bundle at `${origin}${BUY_BUTTON_PATH}` (read once from node_modules); the
 * pages `${origin}/bench/buy-button/product[?id=<n>]` (default: the first product) and
 * `${origin}/bench/buy-button/collection[?ids=<n>,<n>…]` (default: every product, in order) or `…/collection?collection=<n>`,
 * each with `&observe` for the readiness observer; the shop's GraphQL (`https://<shopDomain>/api/<version>/graphql`,
 * answered as by `answerStorefront`, here in Node: the page only waits for the answer; an error is answered as GraphQL
 * `errors` and kept in the log); and every other request that is not for `origin` (Buy Button's CDN, fonts, images,
 * tracking) with a quick empty answer (a 1×1 GIF for images), so nothing leaves the machine. Other paths of `origin`
 * fall back to the routes registered before.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} origin e.g. http://127.0.0.1:4010
 * @param {StorefrontNode[]} products Storefront products (and collections, if any)
 * @param {{ shopDomain?: string }} [options]
 * @returns {Promise<BuyButtonLog>}
 */
export async function routeBuyButton(context, origin, products, { shopDomain = SHOP_DOMAIN } = {}) {
  const bundle = readFileSync(require.resolve('@shopify/buy-button-js/dist/buybutton.min.js'));
  const base = new URL(origin).origin;
  const productNodes = products.filter((p) => p.__typename === 'Product');
  /** @type {BuyButtonLog} */
  const log = { graphql: [], other: [] };
  const mine = (/** @type {URL} */ url) =>
    url.origin !== base ||
    url.pathname === BUY_BUTTON_PATH ||
    url.pathname === BUY_BUTTON_PAGES.product ||
    url.pathname === BUY_BUTTON_PAGES.collection;
  await context.route(mine, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.origin === base) {
      const html = (/** @type {string} */ body) => route.fulfill({ contentType: 'text/html', body });
      const observe = url.searchParams.has('observe');
      const numbers = (/** @type {string | null} */ s) => (s ? s.split(',').filter(Boolean) : null);
      if (url.pathname === BUY_BUTTON_PATH) return route.fulfill({ contentType: 'text/javascript', body: bundle });
      if (url.pathname === BUY_BUTTON_PAGES.product) {
        const id = url.searchParams.get('id') ?? gidNumber(/** @type {string} */ (productNodes[0]?.id ?? ''));
        return html(buyButtonPage({ ids: [id], kind: 'product', products: productNodes, observe, shopDomain }));
      }
      if (url.pathname === BUY_BUTTON_PAGES.collection) {
        const collection = url.searchParams.get('collection');
        if (collection !== null) {
          const c = /** @type {any} */ (
            products.find((n) => n.__typename === 'Collection' && gidNumber(/** @type {string} */ (n.id)) === collection)
          );
          const first = (c?.products ?? []).slice(0, 20); // Buy Button's first page: products(first: 20)
          return html(
            buyButtonPage({
              ids: first.map((/** @type {any} */ p) => gidNumber(p.id)),
              kind: 'collection',
              collection,
              products: productNodes,
              observe,
              shopDomain,
            }),
          );
        }
        const ids = numbers(url.searchParams.get('ids')) ?? productNodes.map((p) => gidNumber(/** @type {string} */ (p.id)));
        return html(buyButtonPage({ ids, kind: 'collection', products: productNodes, observe, shopDomain }));
      }
      return route.fallback();
    }
    if (url.hostname === shopDomain && /^\/api\/[^/]+\/graphql(\.json)?$/.test(url.pathname)) {
      const cors = {
        'access-control-allow-origin': request.headers().origin ?? '*',
        'access-control-allow-headers': request.headers()['access-control-request-headers'] ?? '*',
        'access-control-allow-methods': 'POST, OPTIONS',
      };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors, body: '' });
      const body = request.postData() ?? '';
      /** @type {BuyButtonLog['graphql'][number]} */
      const entry = { body };
      log.graphql.push(entry);
      let answer;
      try {
        answer = storefrontResult(body, products);
      } catch (e) {
        entry.error = e instanceof Error ? e.message : String(e);
        answer = { errors: [{ message: entry.error }] };
      }
      return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(answer) });
    }
    log.other.push(request.url());
    const type = request.resourceType();
    if (type === 'image') return route.fulfill({ contentType: 'image/gif', body: PIXEL });
    if (type === 'script') return route.fulfill({ contentType: 'text/javascript', body: '' });
    if (type === 'stylesheet') return route.fulfill({ contentType: 'text/css', body: '' });
    return route.fulfill({ status: request.method() === 'GET' ? 404 : 204, body: '' });
  });
  return log;
}
