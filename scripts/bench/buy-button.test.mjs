import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, validate } from 'graphql';
import {
  answerStorefront,
  BUY_BUTTON_PATH,
  buyButtonPage,
  checkRendered,
  gidNumber,
  OUR_ID,
  routeBuyButton,
  SHOP_DOMAIN,
  storefrontCollection,
  storefrontGid,
  storefrontNumber,
  storefrontProduct,
  storefrontSchema,
} from './buy-button.mjs';
import { BENCH_PRODUCT } from './script-time.mjs';
import { seedProducts } from '../../mock-server/seed';
import { parseProduct } from '../../src/product/parseProduct';

// The queries Buy Button 3.0.6 sends (captured from its npm build in Chromium): a product component, a product set
// (a collection component given product ids), a collection component given a collection id, and that collection's
// next page (the cursor in it is one of ours).
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures/buy-button');
const query = (name) => readFileSync(join(FIXTURES, `${name}.graphql`), 'utf8');

/** The bench's product (scripts/bench/script-time.mjs): two sizes, both in stock. */
const BENCH_TEE = BENCH_PRODUCT;
const CAP = {
  id: 'p-cap',
  name: 'Cap',
  description: 'A <b>wool</b> cap.',
  images: [{ assetUrl: 'https://cdn.example.test/cap.jpg', altText: 'Cap, front', originalSize: '800x600' }],
  structuredContent: {
    productType: 1,
    variantOptionOrdering: ['Size', 'Colour'],
    variants: [
      {
        id: 'v-cap-1',
        sku: 'CAP-1',
        attributes: { Colour: 'Red', Size: 'One' },
        priceMoney: { decimalValue: '18.50', currencyCode: 'EUR' },
        qtyInStock: 0,
      },
      {
        id: 'v-cap-2',
        sku: null,
        attributes: { Colour: 'Blue', Size: 'One' },
        priceMoney: { amount: '18.5', currencyCode: 'EUR' },
        onSale: true,
        salePriceMoney: { amount: '14.00', currencyCode: 'EUR' },
        unlimited: true,
      },
    ],
  },
};

const money = (amount, currencyCode = 'USD') => ({ amount, currencyCode });
const NO_UNIT = { measuredType: null, quantityUnit: null, quantityValue: 0, referenceUnit: null, referenceValue: 0 };

/** What the ProductFragment/VariantFragment select of the bench tee: exactly these keys, under Buy Button's aliases. */
const benchTeeAnswer = () => {
  const variant = (id, size, sku) => ({
    id: storefrontGid('ProductVariant', id),
    title: size,
    price: money('25.0'),
    priceV2: money('25.0'),
    weight: 0,
    available: true,
    sku,
    compareAtPrice: null,
    compareAtPriceV2: null,
    image: null,
    selectedOptions: [{ name: 'Size', value: size }],
    unitPrice: null,
    unitPriceMeasurement: NO_UNIT,
  });
  return {
    __typename: 'Product',
    id: storefrontGid('Product', 'p-bench-tee'),
    availableForSale: true,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    descriptionHtml: '',
    description: '',
    handle: 'bench-tee',
    productType: 'Physical',
    title: 'Bench Tee',
    vendor: 'bench-shop',
    publishedAt: '2025-01-01T00:00:00Z',
    onlineStoreUrl: `https://${SHOP_DOMAIN}/products/bench-tee`,
    options: [{ id: storefrontGid('ProductOption', 'p-bench-tee/Size'), name: 'Size', values: ['S', 'M'] }],
    images: { pageInfo: { hasNextPage: false, hasPreviousPage: false }, edges: [] },
    variants: {
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
      edges: [
        { cursor: expect.any(String), node: variant('v-bench-s', 'S', 'BENCH-S') },
        { cursor: expect.any(String), node: variant('v-bench-m', 'M', 'BENCH-M') },
      ],
    },
  };
};

describe('storefrontNumber', () => {
  it('is stable: the same id gives the same number in any run, whatever else is in the catalog', () => {
    expect(storefrontNumber('p-bench-tee')).toBe(2326484187);
    expect(storefrontGid('Product', 'p-bench-tee')).toBe('gid://shopify/Product/2326484187');
    expect(gidNumber(storefrontGid('Product', 'p-bench-tee'))).toBe('2326484187');
    expect(storefrontNumber('p-bench-tee', 'ProductVariant')).not.toBe(storefrontNumber('p-bench-tee'));
  });
});

describe('storefrontProduct', () => {
  it('maps a two-variant product: options in variantOptionOrdering order, titles, prices, stock, our ids kept', () => {
    const p = storefrontProduct(BENCH_TEE);
    expect(p[OUR_ID]).toBe('p-bench-tee');
    expect(p.id).toBe(`gid://shopify/Product/${storefrontNumber('p-bench-tee')}`);
    expect(p.options).toEqual([
      { __typename: 'ProductOption', id: expect.stringMatching(/^gid:\/\/shopify\/ProductOption\/\d+$/), name: 'Size', values: ['S', 'M'] },
    ]);
    expect(p.variants).toMatchObject([
      {
        title: 'S',
        sku: 'BENCH-S',
        availableForSale: true,
        quantityAvailable: 12,
        price: { amount: '25.0', currencyCode: 'USD' },
        compareAtPrice: null,
        image: null,
      },
      { title: 'M', sku: 'BENCH-M', availableForSale: true, quantityAvailable: 9 },
    ]);
    expect(p.variants[1][OUR_ID]).toBe('v-bench-m');
    expect(p).toMatchObject({
      title: 'Bench Tee',
      handle: 'bench-tee',
      availableForSale: true,
      images: [],
      featuredImage: null,
      isGiftCard: false,
    });
  });

  it('a sold-out variant is not available for sale; unlimited is; a sale price is the price and the regular one compareAt', () => {
    const p = storefrontProduct(CAP);
    const [red, blue] = p.variants;
    expect(red).toMatchObject({
      title: 'One / Red',
      availableForSale: false,
      currentlyNotInStock: true,
      quantityAvailable: 0,
      price: money('18.5', 'EUR'),
      compareAtPrice: null,
    });
    expect(blue).toMatchObject({
      title: 'One / Blue',
      availableForSale: true,
      quantityAvailable: null,
      sku: null,
      price: money('14.0', 'EUR'),
      compareAtPrice: money('18.5', 'EUR'),
    });
    expect(red.selectedOptions).toEqual([
      { __typename: 'SelectedOption', name: 'Size', value: 'One' },
      { __typename: 'SelectedOption', name: 'Colour', value: 'Red' },
    ]);
    expect(p.options.map((o) => [o.name, o.values])).toEqual([
      ['Size', ['One']],
      ['Colour', ['Red', 'Blue']],
    ]);
    expect(p.availableForSale).toBe(true);
    expect(
      storefrontProduct({ ...CAP, structuredContent: { ...CAP.structuredContent, variants: [CAP.structuredContent.variants[0]] } })
        .availableForSale,
    ).toBe(false);
  });

  it('keeps images (size from originalSize) and the description as HTML and as text', () => {
    const p = storefrontProduct(CAP);
    expect(p.images).toEqual([
      {
        __typename: 'Image',
        id: expect.stringMatching(/^gid:\/\/shopify\/ProductImage\/\d+$/),
        url: 'https://cdn.example.test/cap.jpg',
        altText: 'Cap, front',
        width: 800,
        height: 600,
      },
    ]);
    expect(p.featuredImage).toBe(p.images[0]);
    expect(p.descriptionHtml).toBe('A <b>wool</b> cap.');
    expect(p.description).toBe('A wool cap.');
    expect(storefrontProduct({ ...BENCH_TEE, description: 'Tee & co' })).toMatchObject({
      description: 'Tee & co',
      descriptionHtml: 'Tee &#38; co',
    });
  });

  it("gives a product without attributes Shopify's single Default Title option; no stock fields means unlimited", () => {
    const p = storefrontProduct({
      id: 'p-plain',
      name: 'Plain',
      structuredContent: { productType: 1, variants: [{ sku: 'P', priceMoney: { value: '5', currency: 'usd' } }] },
    });
    expect(p.options).toMatchObject([{ name: 'Title', values: ['Default Title'] }]);
    expect(p.variants).toMatchObject([
      { title: 'Default Title', selectedOptions: [{ name: 'Title', value: 'Default Title' }], availableForSale: true, price: money('5.0') },
    ]);
  });

  it("converts every seed product at the SDK's prices: money in priceMoney, in price alone, or on the product itself", () => {
    for (const item of seedProducts()) {
      const ours = parseProduct(item);
      if (!ours.ok) throw new Error(ours.error);
      const theirs = storefrontProduct(item).variants;
      expect(theirs.map((v) => Math.round(Number(v.price.amount) * 100))).toEqual(
        ours.product.variants.map((v) => v.salePriceCents ?? v.priceCents),
      );
    }
  });

  it('digital products never sell out', () => {
    const p = storefrontProduct({
      id: 'p-ebook',
      name: 'Ebook',
      structuredContent: { productType: 2, variants: [{ priceMoney: { value: '9.99', currency: 'USD' }, qtyInStock: 0 }] },
    });
    expect(p.variants[0]).toMatchObject({ availableForSale: true, requiresShipping: false, price: money('9.99') });
  });
});

describe('answerStorefront', () => {
  const tee = storefrontProduct(BENCH_TEE);
  const cap = storefrontProduct(CAP);

  it("answers Buy Button's product query exactly: fragments, aliases, __typename where selected, connections", () => {
    const answer = answerStorefront(JSON.stringify({ query: query('product'), variables: { id: tee.id } }), [cap, tee]);
    expect(answer).toStrictEqual({ data: { node: benchTeeAnswer() } });
  });

  it('answers the product set (nodes) query in the order asked, null for an unknown id, as Shopify does', () => {
    const ids = [tee.id, 'gid://shopify/Product/1', cap.id];
    const { data } = answerStorefront({ query: query('product-set'), variables: { ids } }, [tee, cap]);
    expect(data.nodes).toHaveLength(3);
    expect(data.nodes[0]).toStrictEqual(benchTeeAnswer());
    expect(data.nodes[1]).toBeNull();
    const capAnswer = data.nodes[2];
    expect(capAnswer.images.edges).toStrictEqual([
      {
        cursor: expect.any(String),
        node: { id: cap.images[0].id, src: 'https://cdn.example.test/cap.jpg', altText: 'Cap, front', width: 800, height: 600 },
      },
    ]);
    expect(capAnswer.variants.edges.map((e) => e.node)).toMatchObject([
      { available: false, priceV2: money('18.5', 'EUR'), compareAtPriceV2: null },
      { available: true, priceV2: money('14.0', 'EUR'), compareAtPriceV2: money('18.5', 'EUR') },
    ]);
    // Only what is selected: no __typename inside the fragments, none of the model's other fields.
    expect(Object.keys(capAnswer.variants.edges[0].node)).not.toContain('__typename');
    expect(Object.keys(capAnswer)).not.toContain('featuredImage');
  });

  it('pages a collection: first, hasNextPage, then the next page from the cursor', () => {
    const products = Array.from({ length: 24 }, (_, i) =>
      storefrontProduct({
        id: `p-${i}`,
        name: `Tee ${i}`,
        structuredContent: { productType: 1, variants: [{ id: `v-${i}`, priceMoney: { value: '9', currency: 'USD' } }] },
      }),
    );
    const collection = storefrontCollection({ id: 'c-tees', title: 'Tees' }, products);
    const first = answerStorefront({ query: query('collection'), variables: { id: collection.id, productsFirst: 20 } }, [
      ...products,
      collection,
    ]).data.node;
    expect(first).toMatchObject({ __typename: 'Collection', id: collection.id, handle: 'tees', title: 'Tees', image: null });
    expect(first.products.pageInfo).toStrictEqual({ hasNextPage: true, hasPreviousPage: false });
    expect(first.products.edges.map((e) => e.node.title)).toEqual(products.slice(0, 20).map((p) => p.title));
    // The next-page query carries a cursor inline; point it at the 20th edge of this answer.
    const next = query('collection-next-page')
      .replace(/gid:\/\/shopify\/Collection\/\d+/, collection.id)
      .replace(/after: "[^"]*"/, `after: ${JSON.stringify(first.products.edges[19].cursor)}`);
    const second = answerStorefront({ query: next, variables: { id: collection.id, productsFirst: 20 } }, [...products, collection]).data
      .node;
    expect(second.products.pageInfo).toStrictEqual({ hasNextPage: false, hasPreviousPage: true });
    expect(second.products.edges.map((e) => e.node.title)).toEqual(['Tee 20', 'Tee 21', 'Tee 22', 'Tee 23']);
  });

  it('honours first on a connection, variables with defaults, and @include/@skip', () => {
    const q = `query ($id: ID!, $n: Int = 1, $more: Boolean = false) { product(id: $id) { variants(first: $n) { pageInfo { hasNextPage } edges { node { sku } } } handle @include(if: $more) title @skip(if: $more) } }`;
    expect(answerStorefront({ query: q, variables: { id: tee.id } }, [tee]).data).toStrictEqual({
      product: { variants: { pageInfo: { hasNextPage: true }, edges: [{ node: { sku: 'BENCH-S' } }] }, title: 'Bench Tee' },
    });
  });

  it('throws, saying what and where, on a field or an argument the schema lacks, on a mutation and on an error in execution', () => {
    const ask =
      (q, variables = { id: tee.id }) =>
      () =>
        answerStorefront({ query: q, variables }, [tee]);
    expect(ask('query ($id: ID!) { node(id: $id) { ... on Product { id, sellingPlanGroups(first: 1) { edges { cursor } } } } }')).toThrow(
      'Storefront query: Cannot query field "sellingPlanGroups" on type "Product". (line 1, column 57)',
    );
    expect(ask('query ($id: ID!) { node(id: $id) { ... on Product { description(truncateAt: 10) } } }')).toThrow(
      'Unknown argument "truncateAt" on field "Product.description"',
    );
    expect(ask('query ($id: ID!) { node(id: $id) { ... on Product { variants(first: 1, sortKey: ID) { edges { cursor } } } } }')).toThrow(
      'Unknown argument "sortKey" on field "Product.variants"',
    );
    expect(ask('query ($id: ID!) { node(id: $id) { ... on Product { options } } }')).toThrow(
      'Field "options" of type "[ProductOption!]!" must have a selection of subfields',
    );
    expect(ask('query ($id: ID!) { node(id: $id) { id } ')).toThrow(/Syntax Error: Expected Name, found <EOF>/);
    expect(ask('query ($id: ID!) { node(id: $id) { id } }', {})).toThrow('Variable "$id" of required type "ID!" was not provided');
    expect(ask('mutation { cartCreate { cart { id } } }')).toThrow('Schema is not configured to execute mutation operation');
    expect(ask('query { shop { name } }')).toThrow('Cannot query field "shop" on type "QueryRoot"');
    expect(ask('query ($id: ID!) { product(id: $id) { variants(first: 1, after: "nope") { edges { cursor } } } }')).toThrow(
      'Storefront query: not a cursor of ours: "nope" (at product.variants)',
    );
    expect(ask('query ($id: ID!) { product(id: $id) { variants { edges { cursor } } } }')).toThrow(
      'a connection needs `first` or `last` (at product.variants)',
    );
  });
});

describe('storefrontSchema', () => {
  const tee = storefrontProduct(BENCH_TEE);
  const cap = storefrontProduct(CAP);
  const collection = storefrontCollection({ id: 'c-all', title: 'All' }, [tee, cap]);

  it("validates every query Buy Button sends (the schema is the Storefront API's as far as they ask)", () => {
    for (const name of ['product', 'product-set', 'collection', 'collection-next-page'])
      expect(validate(storefrontSchema, parse(query(name))), name).toEqual([]);
  });

  it('has a field for each property of the models, and the models a property for each field (both ways, per type)', () => {
    const variant = tee.variants[0];
    const models = {
      Product: tee,
      ProductVariant: variant,
      ProductOption: tee.options[0],
      Image: cap.images[0],
      MoneyV2: variant.price,
      SelectedOption: variant.selectedOptions[0],
      UnitPriceMeasurement: variant.unitPriceMeasurement,
      ProductPriceRange: tee.priceRange,
      Collection: collection,
    };
    for (const [type, model] of Object.entries(models)) {
      const fields = Object.keys(storefrontSchema.getType(type).getFields()).sort();
      expect(
        Object.keys(model)
          .filter((k) => k !== '__typename')
          .sort(),
        type,
      ).toEqual(fields);
      expect(model.__typename, type).toBe(type);
    }
  });

  it('resolves a node of any Node type by id, a product or collection by handle, and pages the root connections', () => {
    const ask = (q) => answerStorefront({ query: q }, [tee, cap, collection]).data;
    const variantId = tee.variants[1].id;
    expect(ask(`{ node(id: "${variantId}") { __typename ... on ProductVariant { sku product { title } } } }`)).toStrictEqual({
      node: { __typename: 'ProductVariant', sku: 'BENCH-M', product: { title: 'Bench Tee' } },
    });
    expect(ask(`{ node(id: "${tee.options[0].id}") { __typename id } }`).node.__typename).toBe('ProductOption');
    expect(
      ask(
        '{ productByHandle(handle: "cap") { title } collectionByHandle(handle: "all") { title products(first: 5) { nodes { handle } } } }',
      ),
    ).toStrictEqual({
      productByHandle: { title: 'Cap' },
      collectionByHandle: { title: 'All', products: { nodes: [{ handle: 'bench-tee' }, { handle: 'cap' }] } },
    });
    expect(ask('{ product(handle: "nope") { id } }')).toStrictEqual({ product: null });
    expect(ask('{ products(last: 1, reverse: true) { pageInfo { hasNextPage hasPreviousPage } nodes { title } } }')).toStrictEqual({
      products: { pageInfo: { hasNextPage: false, hasPreviousPage: true }, nodes: [{ title: 'Bench Tee' }] },
    });
  });
});

describe('buyButtonPage', () => {
  const tee = storefrontProduct(BENCH_TEE);
  const cap = storefrontProduct(CAP);

  it('loads Buy Button from the same origin and creates one component; the observer only when asked for', () => {
    const html = buyButtonPage({ ids: [gidNumber(tee.id)], kind: 'product', products: [tee] });
    expect(html).toContain(`<script src="${BUY_BUTTON_PATH}"></script>`);
    expect(html).toContain(`ShopifyBuy.buildClient({ domain: "${SHOP_DOMAIN}"`);
    expect(html).toContain(`createComponent("product", { id: "${gidNumber(tee.id)}"`);
    expect(html).toContain('<h1>Bench Tee</h1>');
    expect(html).not.toContain('MutationObserver');
    expect(buyButtonPage({ ids: [gidNumber(tee.id)], kind: 'product', observe: true })).toContain('__buttonsReadyAt');
    const set = buyButtonPage({ ids: [tee.id, cap.id].map(gidNumber), kind: 'collection', products: [tee, cap] });
    expect(set).toContain(`createComponent("collection", { id: ${JSON.stringify([tee.id, cap.id].map(gidNumber))}`);
  });

  it('expects, per product: its title, its first variant price and an enabled button unless that variant is sold out', () => {
    const html = buyButtonPage({ ids: [tee.id, cap.id].map(gidNumber), kind: 'collection', products: [tee, cap] });
    const expected = JSON.parse(/<script type="application\/json" id="buy-button-expect">(.*?)<\/script>/.exec(html)[1]);
    expect(expected).toEqual([
      { title: 'Bench Tee', price: '25.00', enabled: true },
      { title: 'Cap', price: '18.50', enabled: false },
    ]);
  });
});

describe('checkRendered', () => {
  const card = (title, price, disabled) =>
    `<div class="shopify-buy__product"><h1 class="shopify-buy__product__title">${title}</h1><div class="shopify-buy__product__price"><span class="shopify-buy__product__actual-price">${price}</span></div><button class="shopify-buy__btn"${disabled ? ' disabled' : ''}>x</button></div>`;
  const page = (cards) => {
    // Buy Button's iframes are src-less, their documents same-origin. happy-dom (here) loads no iframe and reports each
    // it is asked to: a stand-in named iframe outside the HTML namespace, holding a document of its own, is found alike.
    document.body.innerHTML = '<div id="buy-button"></div>';
    const frame = document.createElementNS('urn:stand-in', 'iframe');
    const inner = document.implementation.createHTMLDocument('frame');
    inner.body.innerHTML = cards.join('');
    Object.defineProperty(frame, 'contentDocument', { value: inner });
    document.getElementById('buy-button').append(frame);
  };
  const expected = [
    { title: 'Bench Tee', price: '25.00', enabled: true },
    { title: 'Cap', price: '18.50', enabled: false },
  ];

  it('holds when every product shows its title, price and button state; else says what it sees', () => {
    page([card('Bench Tee', '$25.00', false), card('Cap', '€18.50', true)]);
    expect(checkRendered(expected)).toBe(true);
    page([card('Bench Tee', '$25.00', true), card('Cap', '€18.50', true)]);
    expect(checkRendered(expected)).toMatchObject({ expected: 2, seen: [{ title: 'Bench Tee', enabled: false }, { title: 'Cap' }] });
    page([card('Bench Tee', '$25.00', false)]);
    expect(checkRendered(expected)).not.toBe(true);
  });
});

describe('routeBuyButton', () => {
  /** A BrowserContext that keeps the one route registered, and a route that records how it was answered. */
  const fakeContext = () => {
    const ctx = { routes: [], route: async (match, handler) => ctx.routes.push({ match, handler }) };
    return ctx;
  };
  const call = async (ctx, url, { method = 'GET', body, type = 'document', headers = {} } = {}) => {
    const { match, handler } = ctx.routes[0];
    if (!match(new URL(url))) return 'not routed';
    let answer = 'fell back';
    await handler({
      request: () => ({ url: () => url, method: () => method, postData: () => body, resourceType: () => type, headers: () => headers }),
      fulfill: async (a) => void (answer = a),
      fallback: async () => void (answer = 'fell back'),
    });
    return answer;
  };
  const origin = 'http://127.0.0.1:4010';
  const tee = storefrontProduct(BENCH_TEE);

  it("serves its pages and the bundle, leaves the bench's other pages to their route, answers the shop and blocks the rest", async () => {
    const ctx = fakeContext();
    const log = await routeBuyButton(ctx, origin, [tee]);
    expect(await call(ctx, `${origin}/bench/product`)).toBe('not routed');
    expect(await call(ctx, `${origin}/bench/buy-button`)).toBe('not routed');
    expect(await call(ctx, `${origin}/sdk/storefront.js`)).toBe('not routed');
    expect((await call(ctx, `${origin}${BUY_BUTTON_PATH}`)).body.length).toBeGreaterThan(300_000);
    const product = await call(ctx, `${origin}/bench/buy-button/product?observe`);
    expect(product.body).toContain(`createComponent("product", { id: "${gidNumber(tee.id)}"`);
    expect(product.body).toContain('__buttonsReadyAt');
    expect((await call(ctx, `${origin}/bench/buy-button/collection`)).body).not.toContain('__buttonsReadyAt');

    const body = JSON.stringify({ query: query('product'), variables: { id: tee.id } });
    const gql = await call(ctx, `https://${SHOP_DOMAIN}/api/2025-01/graphql`, { method: 'POST', body, headers: { origin } });
    expect(gql.headers['access-control-allow-origin']).toBe(origin);
    expect(JSON.parse(gql.body)).toStrictEqual({ data: { node: { ...benchTeeAnswer(), variants: expect.anything() } } });
    const wrong = await call(ctx, `https://${SHOP_DOMAIN}/api/2025-01/graphql`, {
      method: 'POST',
      body: JSON.stringify({ query: 'mutation { cartCreate { cart { id } } }' }),
    });
    expect(JSON.parse(wrong.body)).toEqual({ errors: [{ message: expect.stringMatching(/mutation/) }] });
    expect(log.graphql.map((g) => g.error ?? 'answered')).toEqual(['answered', expect.stringMatching(/mutation/)]);

    expect((await call(ctx, 'https://sdks.shopifycdn.com/buy-button/latest/no-image.jpg', { type: 'image' })).contentType).toBe(
      'image/gif',
    );
    expect((await call(ctx, 'https://monorail-edge.shopifysvc.com/v1/produce', { method: 'POST', type: 'fetch' })).status).toBe(204);
    expect(log.other).toEqual([
      'https://sdks.shopifycdn.com/buy-button/latest/no-image.jpg',
      'https://monorail-edge.shopifysvc.com/v1/produce',
    ]);
  });
});
