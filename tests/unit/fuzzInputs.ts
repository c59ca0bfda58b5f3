// Generated inputs for the fuzz tests (tests/unit/fuzz.test.ts, tests/e2e/fuzz.test.ts): what a stranger's page or a
// platform user could put in an attribute or a JSON document.
import fc from 'fast-check';

/** Strings a stranger's page or a platform user could type. */
const HOSTILE = [
  '',
  ' ',
  '\t\n',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '2147483648',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '[[',
  '{"',
  '"',
  "'",
  '`',
  '\\',
  '</script><script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=window.__pwned=1>',
  'javascript:window.__pwned=1',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '//evil.example/x',
  'https://evil.example/x',
  'http://[::1',
  '/cart',
  '../../etc',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '\u202eevil\u202c',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '𝕏',
  '👩‍👩‍👧‍👦',
  'ﷺ',
  'Ω'.repeat(100),
  'a'.repeat(20_000),
  '#good-product',
  '#good-form',
  '#bad-json',
  '#array',
  '#deep',
  '#proto',
  '#nope',
  '#',
  '##',
  ':not(',
  'div > > p',
  '*',
  'p-tee',
  'p-poster',
  'p-mug',
  'p-gift',
  'p-missing',
  'f-contact',
  'dropdown',
  'radio',
  'cart',
  'product',
  'sdk',
  'page',
  'dark',
  'i',
  'c',
  '{"value":"35.00","currency":"USD"}',
  '{"value":"-1","currency":"USD"}',
  '{"amount":"x"}',
];
export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 50 }) },
  { weight: 1, arbitrary: fc.json() },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('#', 'javascript:', 'https://x.example/', '/', '{"value":"'), fc.string()).map(([a, b]) => a + b),
  },
);

/** Deeply nested arrays and objects (the JSON parsers must not recurse without bound). */
export const deep = (depth: number, leaf: unknown = 1): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { variants: v };
  return v;
};

/**
 * Any value JSON can carry (what the API's answers and inline JSON become), with prototype keys and the odd deep or
 * huge one. Not sparse arrays, maps or dates: JSON.parse never makes them (a sparse array of length 2^32 - 1 would keep
 * any loop over it busy for minutes; no input of these parsers can be one).
 */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.anything({
      withNullPrototype: true,
      key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype', 'variants', 'structuredContent', 'fields', 'id')),
    }),
  },
  { weight: 2, arbitrary: fc.jsonValue() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      deep(10_000),
      deep(200),
      JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'),
      Number.MAX_VALUE,
      -0,
      2 ** 53,
      NaN,
      Infinity,
    ),
  },
  { weight: 1, arbitrary: hostileString },
);

/** The data attributes the widgets read, a few they do not, and plain HTML ones. */
export const ATTRIBUTES = [
  'data-product-id',
  'data-product-json',
  'data-sf-scope',
  'data-style',
  'data-href',
  'data-checkout-url',
  'data-subscription-url',
  'data-gift-card-url',
  'data-form-id',
  'data-form-json',
  'data-newsletter',
  'data-novalidate',
  'data-page-id',
  'data-content-source',
  'data-page-permission-type',
  'data-captcha',
  'data-scope',
  'data-show-image',
  'data-source',
  'data-afterpay-available',
  'data-afterpay-min',
  'data-afterpay-max',
  'data-shopper-language',
  'data-stripe-account-country',
  'data-x',
  'data-__proto__',
  'data-constructor',
  'id',
  'class',
  'style',
  'onclick',
];
export const attributeSet = fc.dictionary(fc.constantFrom(...ATTRIBUTES), hostileString, { maxKeys: 8 });

/** Every widget the loader mounts. */
export const WIDGETS = [
  'add-to-cart',
  'cart',
  'cart-pill',
  'error-reporter',
  'instalment-pill',
  'product-status',
  'quantity',
  'restock-form',
  'site-form',
  'variant-picker',
];

// ---------- URL parameters (src/telemetry/redact.ts: no secrets in telemetry) ----------

/** The words that make a parameter's name a secret one (docs/security.md, "No secrets in telemetry"). */
export const SECRET_WORDS = ['token', 'key', 'password', 'secret', 'email'] as const;

/** Text a URL's parameter could hold, without the characters in `without` (a separator of the part it is in). */
export const urlText = (without: string) =>
  fc
    .oneof(
      { weight: 3, arbitrary: hostileString },
      { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...'aZ09%+=&?#;/:.-_~ @é\u00a0'.split('')) }) },
    )
    .map((s) => [...s].filter((c) => !without.includes(c)).join(''));

/**
 * A secret parameter's name: a secret word (or `cartToken`) in a random case, one of its letters percent-encoded or
 * not, with text around it; never holding a character of `without`.
 */
export const secretName = (without: string) =>
  fc
    .tuple(
      urlText(without + '='),
      fc.constantFrom(...SECRET_WORDS, 'cartToken'),
      fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
      fc.option(fc.nat(8)),
      urlText(without + '='),
    )
    .map(([before, word, upper, encoded, after]) => {
      const cased = [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c));
      if (encoded != null && encoded < cased.length) cased[encoded] = '%' + cased[encoded]!.charCodeAt(0).toString(16).toUpperCase();
      return before + cased.join('') + after;
    });

/** One parameter, as written in a query or a hash: `name=value`, or a name alone; `secret` says which kind of name. */
export const urlParameter = (without: string) =>
  fc.oneof(
    fc.record({ name: secretName(without), value: fc.option(urlText(without), { nil: null }), secret: fc.constant(true) }),
    fc.record({ name: urlText(without + '='), value: fc.option(urlText(without), { nil: null }), secret: fc.constant(false) }),
  );
