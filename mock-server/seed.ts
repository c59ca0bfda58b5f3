import { reviewSummary } from './reviews';
import type { MoneyInput, ProductItem, ProductStructuredContent, Variant } from '../src/types';
import { pictureImage } from './pictures';
import type { Catalog, FormDefinition, MockSettings } from './types';

// The demo catalog: one product of every kind the cart knows (spec 000 §1, spec 001 §3), with the edge cases the
// widgets must show (sold-out variant, sold-out product, sale price, subscription, gift card, additional fields).
// After those eight come the rest of the shop, Fern & Field (shopProducts): enough products for a real grid.
// Prices use all three of the spec's money shapes on purpose (spec 001 §3 "Money"), the amount a decimal string or a
// number, in every field that carries money, so the SDK's money reading is exercised everywhere: the first eight
// products' variants carry `priceMoney` and `price` (spec 001 §3 Variant: "each with value and currency"), the
// shop's carry `price` (and `salePrice`) alone, and one product carries its price on the product itself, with
// decimalValue (spec 000 §3 Product), its variants none. Never a price in cents: the spec gives cents only to the cart.

const usd = {
  value: (v: string | number): MoneyInput => ({ value: v, currency: 'USD' }),
  decimal: (v: string | number): MoneyInput => ({ decimalValue: v, currencyCode: 'USD' }),
  amount: (v: string | number): MoneyInput => ({ amount: v, currencyCode: 'USD' }),
};

interface VariantSpec {
  id: string;
  sku: string;
  attributes?: Record<string, string>;
  /** Absent: the product's own price stands (its `price`). */
  priceMoney?: MoneyInput;
  salePriceMoney?: MoneyInput;
  /** Omitted: unlimited stock. */
  qtyInStock?: number;
  /** The name of its main picture (mock-server/pictures.ts). */
  mainImage?: string;
}

/**
 * Where a product's variants carry their money: `both` in `priceMoney` and `price` (and the sale's two), `price` in
 * `price` and `salePrice` alone (the shop's products).
 */
type MoneyFields = 'both' | 'price';

/** A Variant from its spec, its money in the fields `fields` names. */
function variant(spec: VariantSpec, ordering: string[] = [], fields: MoneyFields = 'both'): Variant {
  const attributes = spec.attributes ?? {};
  const { priceMoney: price, salePriceMoney: sale } = spec;
  return {
    id: spec.id,
    sku: spec.sku,
    ...(price ? { price, ...(fields == 'both' ? { priceMoney: price } : {}) } : {}),
    ...(sale ? { salePrice: sale, ...(fields == 'both' ? { salePriceMoney: sale } : {}) } : {}),
    onSale: sale !== undefined,
    unlimited: spec.qtyInStock === undefined,
    qtyInStock: spec.qtyInStock ?? 0,
    attributes,
    optionValues: ordering.map((optionName) => ({ optionName, value: attributes[optionName] ?? '' })),
    ...(spec.mainImage ? { mainImage: pictureImage(spec.mainImage) } : {}),
  };
}

function catalogProduct(
  id: string,
  name: string,
  content: Omit<ProductStructuredContent, 'variants'>,
  variants: VariantSpec[],
  extra: Partial<ProductItem> = {},
  fields: MoneyFields = 'both',
): ProductItem {
  const ordering = extra.variantOptionOrdering ?? [];
  return {
    id,
    name,
    collectionId: 'c-shop',
    variantOptionOrdering: ordering,
    ...extra,
    structuredContent: {
      isSubscribable: false,
      subscriptionPlan: null,
      additionalFieldsFormId: null,
      ...content,
      variants: variants.map((v) => variant(v, ordering, fields)),
    },
  };
}

/** Merchandising context (spec 001 §3). The spec gives the field names only; these values are the mock's own. */
function merchandising(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    restockNotificationViews: [],
    restockNotificationMessages: {
      buttonText: 'Notify me',
      CTAText: 'Sign up to hear when this is back in stock.',
      placeholderText: 'Email address',
      mailingListDescription: 'Also join our mailing list',
    },
    mailingListSignUpEnabled: false,
    mailingListOptInByDefault: false,
    scarcityEnabled: false,
    scarcityTemplateViews: [],
    scarcityText: 'Only {quantity} left!',
    scarcityShownByDefault: false,
    customSoldOutText: '',
    ...over,
  };
}

const teeVariant = (size: string, colour: string, qtyInStock: number, sale = false): VariantSpec => ({
  id: `v-tee-${size}-${colour}`.toLowerCase(),
  sku: `TEE-${size}-${colour.slice(0, 3).toUpperCase()}`,
  attributes: { Size: size, Colour: colour },
  priceMoney: usd.value('25.00'),
  ...(sale ? { salePriceMoney: usd.value('19.00') } : {}),
  qtyInStock,
  mainImage: `tee-${colour.toLowerCase()}-front`,
});

/** The product's pictures (mock-server/pictures.ts), as the spec's Image. */
const pictures = (...names: string[]) => names.map((name) => pictureImage(name));

export const GIFT_DENOMINATIONS = [2500, 5000, 10000];

/**
 * The products' descriptions (HTML, as a shop's editor writes it: the SDK shows it through DOMPurify) and the eight
 * first products' pages on the demo store (`fullUrl`, as the platform sends a page's URL). Both are assumptions of the
 * SDK's: the spec's Product item names neither (docs/embed-contract.md).
 */
const DESCRIPTIONS: Record<string, string> = {
  'p-tee':
    '<p>Heavyweight cotton, <strong>screen-printed by hand</strong> in small runs. Sizes S to L, in black or white; there are only a few of each.</p><ul><li>220 g/m² organic cotton</li><li>Wash cold, dry flat</li></ul>',
  'p-poster':
    '<p>An A2 botanical print on heavy matte paper, shipped rolled in a tube.</p><p>Printed with pigment inks that last: <em>Field &amp; Fern</em>, our first print.</p>',
  'p-mug': '<p>A stoneware mug, glazed blue or red. Both colours are sold out for now; a new batch is in the kiln.</p>',
  'p-ebook': '<p><em>Growing Herbs Indoors</em>, 120 pages. A digital download (PDF and EPUB), sent by email as soon as you check out.</p>',
  'p-consult':
    '<p>One hour with our head gardener, by video: bring your balcony, plot or windowsill. Book several hours at once if you like.</p>',
  'p-coffee-club': '<p>A bag of freshly roasted beans every month, from a different small farm each time. Cancel whenever you want.</p>',
  'p-gift': '<p>Sent by email, spendable on anything in the shop. Choose $25, $50 or $100.</p>',
  'p-engraved-pen': '<p>A solid brass pen, engraved with your words (up to 20 characters) in serif, script or block letters.</p>',
  'p-fern': '<p>A Boston fern in a 14 cm pot: happy in a bright bathroom, and in <strong>any</strong> room you keep humid.</p>',
  'p-monstera': '<p>The Swiss cheese plant, about 60 cm tall, in a 17 cm nursery pot. Its leaves split as it grows.</p>',
  'p-seed-of-the-month': '<p>A packet of seeds each month for a year, chosen for the season, with a card on how to sow them.</p>',
  'p-flower-box': '<p>Cut flowers from our own beds every two weeks, wrapped in paper. Skip a delivery or stop whenever you like.</p>',
  'p-candle-fig': '<p>Soy wax and a cotton wick in a reusable glass jar. Green fig, cedar and a little sea salt; about 40 hours.</p>',
};
const PAGES: Record<string, string> = {
  'p-tee': '/products/tee',
  'p-poster': '/products/poster',
  'p-mug': '/products/mug',
  'p-ebook': '/products/ebook',
  'p-consult': '/products/consultation',
  'p-coffee-club': '/products/coffee-club',
  'p-gift': '/products/gift-card',
  'p-engraved-pen': '/products/engraved-pen',
};

/** Each product with its description and page, where it has them, and the summary of its reviews (./reviews.ts). */
const withPages = (products: ProductItem[]): ProductItem[] =>
  products.map((p) => ({
    ...p,
    ...(DESCRIPTIONS[p.id] && { description: DESCRIPTIONS[p.id] }),
    ...(PAGES[p.id] && { fullUrl: PAGES[p.id] }),
    reviewSummary: reviewSummary(p.id),
  }));

export function seedProducts(): ProductItem[] {
  return withPages([
    catalogProduct(
      'p-tee',
      'Tee',
      { productType: 1 },
      [
        teeVariant('S', 'Black', 5),
        teeVariant('S', 'White', 3),
        teeVariant('M', 'Black', 2),
        teeVariant('M', 'White', 4, true),
        teeVariant('L', 'Black', 1),
        teeVariant('L', 'White', 0),
      ],
      {
        variantOptionOrdering: ['Size', 'Colour'],
        images: pictures('tee-black-front', 'tee-white-front', 'tee-black-back', 'tee-white-back', 'tee-fabric'),
        merchandising: merchandising({
          scarcityEnabled: true,
          scarcityShownByDefault: true,
          restockNotificationViews: ['product-detail'],
          restockNotificationMessages: {
            buttonText: 'Email me',
            CTAText: 'Sold out in this size and colour. Get an email when it is back.',
            placeholderText: 'you@example.com',
            mailingListDescription: 'Also send me the newsletter',
          },
        }),
      },
    ),
    catalogProduct(
      'p-poster',
      'Poster',
      { productType: 1 },
      [{ id: 'v-poster', sku: 'POSTER', priceMoney: usd.decimal('15.00'), mainImage: 'poster-wall' }],
      {
        images: pictures('poster-wall', 'poster-print'),
        merchandising: merchandising(),
      },
    ),
    catalogProduct(
      'p-mug',
      'Mug',
      { productType: 1 },
      [
        {
          id: 'v-mug-blue',
          sku: 'MUG-BLU',
          attributes: { Colour: 'Blue' },
          priceMoney: usd.amount('12.50'),
          qtyInStock: 0,
          mainImage: 'mug-blue',
        },
        {
          id: 'v-mug-red',
          sku: 'MUG-RED',
          attributes: { Colour: 'Red' },
          priceMoney: usd.amount('12.50'),
          qtyInStock: 0,
          mainImage: 'mug-red',
        },
      ],
      {
        variantOptionOrdering: ['Colour'],
        images: pictures('mug-blue', 'mug-red', 'mug-blue-side'),
        merchandising: merchandising({
          restockNotificationViews: ['product-detail'],
          mailingListSignUpEnabled: true,
          mailingListOptInByDefault: true,
          customSoldOutText: 'Back soon',
        }),
      },
    ),
    catalogProduct('p-ebook', 'E-book', { productType: 2 }, [{ id: 'v-ebook', sku: 'EBOOK', priceMoney: usd.value('9.99') }], {
      images: pictures('ebook-cover', 'ebook-pages'),
    }),
    catalogProduct(
      'p-consult',
      'Consultation',
      { productType: 3 },
      [{ id: 'v-consult', sku: 'CONSULT-1H', priceMoney: usd.decimal('80.00') }],
      {
        images: pictures('consultation'),
      },
    ),
    catalogProduct(
      'p-coffee-club',
      'Coffee Club',
      {
        productType: 1,
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
      },
      [{ id: 'v-coffee', sku: 'COFFEE-CLUB', priceMoney: usd.amount('18.00'), qtyInStock: 50 }],
      { images: pictures('coffee-bag', 'coffee-cup', 'coffee-beans'), merchandising: merchandising() },
    ),
    catalogProduct(
      'p-gift',
      'Gift Card',
      { productType: 4, denominations: GIFT_DENOMINATIONS },
      GIFT_DENOMINATIONS.map((cents) => ({
        id: `v-gift-${cents}`,
        sku: `GIFT-${cents / 100}`,
        attributes: { Amount: `$${cents / 100}` },
        priceMoney: usd.value((cents / 100).toFixed(2)),
      })),
      { variantOptionOrdering: ['Amount'], images: pictures('gift-card') },
    ),
    catalogProduct(
      'p-engraved-pen',
      'Engraved Pen',
      { productType: 1, additionalFieldsFormId: 'f-engraving' },
      [{ id: 'v-pen', sku: 'PEN-ENG', priceMoney: usd.value('30.00'), qtyInStock: 10 }],
      { images: pictures('pen', 'pen-engraving'), merchandising: merchandising() },
    ),
    ...shopProducts(),
  ]);
}

/** Low stock the product grid and page should point out (spec 001 §3 scarcity). */
const scarce = (over: Record<string, unknown> = {}) => merchandising({ scarcityEnabled: true, scarcityShownByDefault: true, ...over });
/** Sold out (or partly): offer the restock sign-up on the product page. */
const restock = (over: Record<string, unknown> = {}) => merchandising({ restockNotificationViews: ['product-detail'], ...over });

/** One variant per value of a single option (`Colour`, `Size`...), its price, stock and, for a look, its picture. */
const optionVariants = (
  key: string,
  sku: string,
  option: string,
  rows: [value: string, price: MoneyInput | null, qtyInStock?: number, mainImage?: string, salePriceMoney?: MoneyInput][],
): VariantSpec[] =>
  rows.map(([value, priceMoney, qtyInStock, mainImage, salePriceMoney]) => {
    const code = value
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/-$/, '')
      .toUpperCase();
    return {
      id: `v-${key}-${code.toLowerCase()}`,
      sku: `${sku}-${code}`,
      attributes: { [option]: value },
      ...(priceMoney ? { priceMoney } : {}),
      ...(salePriceMoney ? { salePriceMoney } : {}),
      ...(qtyInStock === undefined ? {} : { qtyInStock }),
      ...(mainImage ? { mainImage } : {}),
    };
  });

/** A product with one variant (no options). */
const single = (key: string, sku: string, priceMoney: MoneyInput, qtyInStock?: number, salePriceMoney?: MoneyInput): VariantSpec[] => [
  {
    id: `v-${key}`,
    sku,
    priceMoney,
    ...(salePriceMoney ? { salePriceMoney } : {}),
    ...(qtyInStock === undefined ? {} : { qtyInStock }),
  },
];

/**
 * The rest of Fern & Field, a small garden and stationery shop: plants, seeds, candles, totes, notebooks, prints, mugs,
 * tees, coffee, e-books, tools, two services and three more subscriptions. Enough for a real product grid, with every
 * case it must show: on sale, sold out (the whole product or one option), low stock with scarcity, options with their
 * own pictures, subscriptions by the week, month and year.
 */
function shopProducts(): ProductItem[] {
  // The shop's variants carry their money in `price` and `salePrice` alone (spec 001 §3 Variant).
  const product = (
    id: string,
    name: string,
    content: Omit<ProductStructuredContent, 'variants'>,
    variants: VariantSpec[],
    extra: Partial<ProductItem> = {},
  ) => catalogProduct(id, name, content, variants, extra, 'price');
  const seeds = (
    key: string,
    name: string,
    price: MoneyInput,
    qtyInStock: number,
    extra: { sale?: MoneyInput; merch?: Record<string, unknown> } = {},
  ) =>
    product(
      `p-seeds-${key}`,
      name,
      { productType: 1 },
      single(`seeds-${key}`, `SEED-${key.replace('-', '').toUpperCase()}`, price, qtyInStock, extra.sale),
      {
        images: pictures(`seeds-${key}`),
        merchandising: extra.merch ?? merchandising(),
      },
    );
  const fernTee = (colour: string, stock: [number, number, number], sale: boolean) =>
    (['S', 'M', 'L'] as const).map((size, i) => ({
      id: `v-fern-tee-${size}-${colour}`.toLowerCase(),
      sku: `FTEE-${size}-${colour.slice(0, 3).toUpperCase()}`,
      attributes: { Size: size },
      priceMoney: usd.value('28.00'),
      ...(sale ? { salePriceMoney: usd.value('21.00') } : {}),
      qtyInStock: stock[i]!,
    }));
  return [
    // Plants
    product(
      'p-fern',
      'Boston Fern',
      { productType: 1 },
      [{ ...single('fern', 'PLANT-FERN', usd.value('24.00'), 12)[0]!, mainImage: 'plant-fern' }],
      {
        images: pictures('plant-fern', 'fern-frond'),
        merchandising: merchandising(),
      },
    ),
    product(
      'p-snake-plant',
      'Snake Plant',
      { productType: 1 },
      optionVariants('snake-plant', 'PLANT-SNAKE', 'Size', [
        ['Small', usd.decimal('18.00'), 9],
        ['Large', usd.decimal('38.00'), 4],
      ]),
      { variantOptionOrdering: ['Size'], images: pictures('plant-snake'), merchandising: merchandising() },
    ),
    product(
      'p-monstera',
      'Monstera',
      { productType: 1 },
      single('monstera', 'PLANT-MONSTERA', usd.amount('45.00'), 2, usd.amount('36.00')),
      {
        images: pictures('plant-monstera', 'monstera-leaf'),
        merchandising: scarce(),
      },
    ),
    product(
      'p-cactus',
      'Little Cactus',
      { productType: 1 },
      optionVariants('cactus', 'CACTUS', 'Pot', [
        ['Terracotta', usd.amount('9.50'), 14, 'cactus-terracotta'],
        ['White', usd.amount('9.50'), 6, 'cactus-white'],
        ['Sage', usd.amount('9.50'), 3, 'cactus-sage'],
      ]),
      {
        variantOptionOrdering: ['Pot'],
        images: pictures('cactus-terracotta', 'cactus-white', 'cactus-sage'),
        merchandising: merchandising({ scarcityEnabled: true }),
      },
    ),
    product(
      'p-herbs',
      'Kitchen Herbs',
      { productType: 1 },
      optionVariants('herbs', 'HERB', 'Herb', [
        ['Basil', usd.value('8.00'), 10, 'herbs-basil'],
        ['Rosemary', usd.value('8.00'), 0, 'herbs-rosemary'],
        ['Mint', usd.value('8.00'), 7, 'herbs-mint'],
      ]),
      {
        variantOptionOrdering: ['Herb'],
        images: pictures('herbs-basil', 'herbs-rosemary', 'herbs-mint'),
        merchandising: restock(),
      },
    ),
    product('p-olive-tree', 'Olive Tree', { productType: 1 }, single('olive-tree', 'PLANT-OLIVE', usd.decimal('65.00'), 0), {
      images: pictures('plant-olive'),
      merchandising: restock({ mailingListSignUpEnabled: true, customSoldOutText: 'Back in spring' }),
    }),
    // Seeds
    // The seeds' amounts are numbers (the spec's money takes a decimal string or a number).
    seeds('basil', "Basil Seeds, 'Genovese'", usd.amount(3.5), 40),
    seeds('tomato', "Tomato Seeds, 'Gardener's Delight'", usd.amount(3.5), 35),
    seeds('sunflower', "Sunflower Seeds, 'Giant Yellow'", usd.amount(3), 60, { sale: usd.amount(2.25) }),
    seeds('lavender', "Lavender Seeds, 'Munstead'", usd.value(4), 0, { merch: restock() }),
    seeds('chilli', "Chilli Seeds, 'Apache'", usd.amount(3.5), 3, { merch: scarce() }),
    seeds('sweet-pea', "Sweet Pea Seeds, 'Old Spice'", usd.decimal(3.75), 25),
    // Candles
    product(
      'p-candle-fig',
      'Fig Leaf Candle',
      { productType: 1 },
      optionVariants('candle-fig', 'CANDLE-FIG', 'Size', [
        ['180 g', usd.value('22.00'), 8],
        ['300 g', usd.value('32.00'), 5],
      ]),
      { variantOptionOrdering: ['Size'], images: pictures('candle-fig', 'candle-fig-lid'), merchandising: merchandising() },
    ),
    product(
      'p-candle-cedar',
      'Cedar & Moss Candle',
      { productType: 1 },
      single('candle-cedar', 'CANDLE-CEDAR', usd.value('28.00'), 11, usd.value('21.00')),
      {
        images: pictures('candle-cedar'),
        merchandising: merchandising(),
      },
    ),
    product('p-candle-rose', 'Wild Rose Candle', { productType: 1 }, single('candle-rose', 'CANDLE-ROSE', usd.value('28.00'), 0), {
      images: pictures('candle-rose'),
      merchandising: restock(),
    }),
    // Bags and paper
    product(
      'p-tote',
      'Canvas Tote',
      { productType: 1 },
      optionVariants('tote', 'TOTE', 'Colour', [
        ['Natural', usd.decimal('18.00'), 20, 'tote-natural'],
        ['Black', usd.decimal('18.00'), 12, 'tote-black'],
      ]),
      { variantOptionOrdering: ['Colour'], images: pictures('tote-natural', 'tote-black'), merchandising: merchandising() },
    ),
    product(
      'p-tote-fern',
      'Fern Print Tote',
      { productType: 1 },
      single('tote-fern', 'TOTE-FERN', usd.decimal('22.00'), 7, usd.decimal('16.50')),
      {
        images: pictures('tote-fern'),
        merchandising: merchandising(),
      },
    ),
    product(
      'p-notebook',
      'A5 Dot Grid Notebook',
      // Its price on the product, with decimalValue (spec 000 §3 Product); its variants carry none.
      { productType: 1, price: usd.decimal('14.00') },
      optionVariants('notebook', 'NB-A5', 'Colour', [
        ['Sage', null, 15, 'notebook-sage'],
        ['Ochre', null, 9, 'notebook-ochre'],
        ['Navy', null, 0, 'notebook-navy'],
        ['Rust', null, 2, 'notebook-rust'],
      ]),
      {
        variantOptionOrdering: ['Colour'],
        images: pictures('notebook-sage', 'notebook-ochre', 'notebook-navy', 'notebook-rust'),
        merchandising: scarce({ restockNotificationViews: ['product-detail'] }),
      },
    ),
    product(
      'p-pocket-notebooks',
      'Pocket Notebooks, Set of 3',
      { productType: 1 },
      single('pocket-notebooks', 'NB-POCKET-3', usd.amount('16.00'), 18),
      {
        images: pictures('notebook-set', 'notebook-open'),
        merchandising: merchandising(),
      },
    ),
    // Prints (printed to order: unlimited)
    product(
      'p-print-coast',
      'Coast at Dawn Print',
      { productType: 1 },
      optionVariants('print-coast', 'PRINT-COAST', 'Size', [
        ['A3', usd.decimal('35.00')],
        ['A2', usd.decimal('48.00')],
      ]),
      { variantOptionOrdering: ['Size'], images: pictures('print-coast-wall', 'print-coast'), merchandising: merchandising() },
    ),
    product('p-print-forest', 'Forest Print', { productType: 1 }, single('print-forest', 'PRINT-FOREST', usd.decimal('35.00')), {
      images: pictures('print-forest-wall', 'print-forest'),
      merchandising: merchandising(),
    }),
    product(
      'p-print-night',
      'Night Sky Print',
      { productType: 1 },
      single('print-night', 'PRINT-NIGHT', usd.decimal('35.00'), undefined, usd.decimal('28.00')),
      {
        images: pictures('print-night-wall', 'print-night'),
        merchandising: merchandising(),
      },
    ),
    // Kitchen and clothes
    product(
      'p-mug-glazed',
      'Stoneware Mug',
      { productType: 1 },
      optionVariants('mug', 'MUG', 'Glaze', [
        ['Sage', usd.value('16.00'), 6, 'mug-sage'],
        ['Ochre', usd.value('16.00'), 2, 'mug-ochre'],
      ]),
      { variantOptionOrdering: ['Glaze'], images: pictures('mug-sage', 'mug-ochre', 'mug-sage-side'), merchandising: scarce() },
    ),
    product('p-tee-sage', 'Fern Tee, Sage', { productType: 1 }, fernTee('Sage', [4, 0, 6], false), {
      variantOptionOrdering: ['Size'],
      images: pictures('tee-sage-front', 'tee-sage-back'),
      merchandising: restock(),
    }),
    product('p-tee-rust', 'Fern Tee, Rust', { productType: 1 }, fernTee('Rust', [2, 5, 1], true), {
      variantOptionOrdering: ['Size'],
      images: pictures('tee-rust-front', 'tee-rust-back'),
      merchandising: scarce(),
    }),
    // Coffee
    product(
      'p-coffee-ethiopia',
      'Ethiopia Yirgacheffe Coffee',
      { productType: 1 },
      optionVariants('coffee-ethiopia', 'COFFEE-ETH', 'Grind', [
        ['Whole bean', usd.amount('16.00'), 30],
        ['Filter', usd.amount('16.00'), 20],
        ['Espresso', usd.amount('16.00'), 12],
      ]),
      { variantOptionOrdering: ['Grind'], images: pictures('coffee-ethiopia', 'coffee-beans'), merchandising: merchandising() },
    ),
    product(
      'p-coffee-colombia',
      'Colombia Huila Coffee',
      { productType: 1 },
      single('coffee-colombia', 'COFFEE-COL', usd.amount('15.00'), 25, usd.amount('12.00')),
      {
        images: pictures('coffee-colombia', 'coffee-cup'),
        merchandising: merchandising(),
      },
    ),
    product(
      'p-coffee-decaf',
      'Swiss Water Decaf Coffee',
      { productType: 1 },
      single('coffee-decaf', 'COFFEE-DECAF', usd.amount('15.00'), 0),
      {
        images: pictures('coffee-decaf'),
        merchandising: restock({ customSoldOutText: 'Roasting soon' }),
      },
    ),
    // Digital
    product('p-ebook-seeds', 'Saving Seeds (e-book)', { productType: 2 }, single('ebook-seeds', 'EBOOK-SEEDS', usd.value('7.99')), {
      images: pictures('ebook-seeds'),
    }),
    product(
      'p-ebook-balcony',
      'The Balcony Garden (e-book)',
      { productType: 2 },
      single('ebook-balcony', 'EBOOK-BALCONY', usd.value('12.00'), undefined, usd.value('8.00')),
      {
        images: pictures('ebook-balcony'),
      },
    ),
    product(
      'p-garden-planner',
      'Garden Planner, printable',
      { productType: 2 },
      single('garden-planner', 'PLANNER-PDF', usd.decimal('5.00')),
      { images: pictures('planner-cover') },
    ),
    // Services
    product('p-garden-design', 'Garden Design, 2 hours', { productType: 3 }, single('garden-design', 'DESIGN-2H', usd.decimal('160.00')), {
      images: pictures('garden-plan'),
    }),
    product(
      'p-workshop',
      'Balcony Planting Workshop',
      { productType: 3 },
      optionVariants('workshop', 'WORKSHOP', 'Date', [
        ['Sat 14 June', usd.amount('45.00'), 8],
        ['Sat 21 June', usd.amount('45.00'), 0],
        ['Sat 28 June', usd.amount('45.00'), 3],
      ]),
      {
        variantOptionOrdering: ['Date'],
        images: pictures('workshop-balcony'),
        merchandising: scarce({ scarcityText: 'Only {quantity} places left!', customSoldOutText: 'Fully booked' }),
      },
    ),
    // Tools
    product(
      'p-watering-can',
      'Watering Can',
      { productType: 1 },
      optionVariants('watering-can', 'CAN', 'Colour', [
        ['Galvanised', usd.value('38.00'), 5, 'watering-can-galvanised'],
        ['Sage', usd.value('42.00'), 3, 'watering-can-sage'],
      ]),
      {
        variantOptionOrdering: ['Colour'],
        images: pictures('watering-can-galvanised', 'watering-can-sage'),
        merchandising: merchandising(),
      },
    ),
    product('p-secateurs', 'Secateurs', { productType: 1 }, single('secateurs', 'SECATEURS', usd.decimal('32.00'), 3), {
      images: pictures('secateurs'),
      merchandising: scarce(),
    }),
    product('p-trowel', 'Hand Trowel', { productType: 1 }, single('trowel', 'TROWEL', usd.amount('19.00'), 16), {
      images: pictures('trowel'),
      merchandising: merchandising(),
    }),
    product('p-twine', 'Jute Garden Twine', { productType: 1 }, single('twine', 'TWINE-JUTE', usd.value('6.50'), 40), {
      images: pictures('twine'),
      merchandising: merchandising(),
    }),
    // Subscriptions
    product(
      'p-seed-of-the-month',
      'Seed of the Month',
      {
        productType: 1,
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 },
      },
      single('seed-of-the-month', 'SEED-MONTH', usd.decimal('6.00'), 100),
      {
        images: pictures('seed-club', 'seeds-sunflower', 'seeds-sweet-pea', 'seeds-tomato'),
        merchandising: merchandising(),
      },
    ),
    product(
      'p-flower-box',
      'Flower Box',
      {
        productType: 1,
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 },
      },
      single('flower-box', 'FLOWER-BOX', usd.value('40.00'), 20),
      { images: pictures('flower-box'), merchandising: merchandising() },
    ),
    product(
      'p-garden-care',
      'Garden Care, yearly',
      {
        productType: 3,
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'YEAR' }, numBillingCycles: 2 },
      },
      single('garden-care', 'CARE-YEAR', usd.amount('240.00')),
      { images: pictures('garden-gloves', 'garden-plan') },
    ),
  ];
}

function form(id: string, name: string, fields: FormDefinition['fields'], submissionMessage: string): FormDefinition {
  return {
    id,
    name,
    fields,
    submissionMessage,
    submissionHTML: '',
    successRedirect: null,
    disclaimerMessage: '',
    captchaEnabled: false,
    captchaTheme: 'light',
    captchaAlignment: 'left',
  };
}

export function seedForms(): FormDefinition[] {
  return [
    form(
      'f-engraving',
      'Engraving',
      [
        {
          id: 'engraving-text',
          type: 'textarea',
          title: 'Engraving text',
          required: true,
          placeholder: 'Up to 20 characters',
          maxLength: 20,
        },
        { id: 'engraving-font', type: 'select', title: 'Font', required: true, options: ['Serif', 'Script', 'Block'] },
        { id: 'gift-wrap', type: 'checkbox', title: 'Gift wrap', required: false, options: ['Wrap it'] },
      ],
      'Engraving saved.',
    ),
    form(
      'f-newsletter',
      'Newsletter',
      [
        { id: 'email', type: 'email', title: 'Email address', required: true, placeholder: 'you@example.com' },
        { id: 'name', type: 'name', title: 'Name', required: false },
      ],
      'Thank you for signing up!',
    ),
    // The demo's contact form: every field kind (spec 000 §3, spec 001 §3), a hidden field filled from ?ref=, a
    // disclaimer, and post-submit HTML with a link, an image and a script (DOMPurify drops the script).
    {
      ...form(
        'f-contact',
        'Contact',
        [
          { id: 'about', type: 'section', title: 'About you', required: false, description: 'So we can reply.', underline: true },
          { id: 'name', type: 'name', title: 'Name', required: true },
          { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
          { id: 'phone', type: 'phone', title: 'Phone', required: false, showCountryCode: true },
          { id: 'phone-local', type: 'phone', title: 'Local phone', required: false },
          { id: 'address', type: 'address', title: 'Address', required: false },
          { id: 'subject', type: 'text', title: 'Subject', required: false, description: 'A few words.' },
          { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 200 },
          { id: 'quantity', type: 'number', title: 'How many', required: false },
          { id: 'site', type: 'website', title: 'Your website', required: false },
          { id: 'budget', type: 'currency', title: 'Budget', required: false, currencySymbol: '$' },
          { id: 'date', type: 'date', title: 'Preferred date', required: false },
          { id: 'time', type: 'time', title: 'Preferred time', required: false },
          { id: 'topics', type: 'checkbox', title: 'Topics', required: true, options: ['Orders', 'Returns', 'Other'] },
          { id: 'contact-by', type: 'radio', title: 'Contact me by', required: true, options: ['Email', 'Phone'] },
          { id: 'store', type: 'select', title: 'Store', required: true, placeholder: 'Choose a store', options: ['Online', 'Downtown'] },
          {
            id: 'survey',
            type: 'likert',
            title: 'Your visit',
            required: false,
            options: ['The site was easy to use', 'I found what I needed'],
          },
          { id: 'ref', type: 'hidden', title: '', required: false, key: 'ref', value: 'direct' },
        ],
        'Thanks, we will be in touch.',
      ),
      disclaimerMessage: 'We use your details only to answer you.',
      submissionHTML: '<p>Meanwhile, read our <a href="/demo/index.html">store news</a>.</p><script>alert("never runs")</script>',
    },
  ];
}

export function seedSettings(): MockSettings {
  return {
    currency: 'USD',
    storeSettings: { multipleQuantityAllowedForServices: true },
    checkoutMinimumCents: 0,
    captchaSettings: { siteKey: 'mock-site-key', scriptUrl: '/__mock/captcha.js' },
    localizedStrings: {},
  };
}

/** A fresh copy of the whole seed (callers may mutate it). */
export function seedCatalog(): Catalog {
  return { products: seedProducts(), forms: seedForms(), settings: seedSettings() };
}
