import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileString, urlParameter, urlText } from '../../tests/unit/fuzzInputs';
import { isSecretName, REDACTED, redactHash, redactQuery, redactText, redactUrl } from './redact';

// No secrets in telemetry (docs/security.md): the rule, by example, then as properties on generated parameters
// (tests/unit/fuzzInputs.ts). `FUZZ_RUNS=10000 npx vitest run src/telemetry/redact.test.ts` for a longer run.

const RUNS = Number(process.env.FUZZ_RUNS) || 1000;

/** The rule, read independently of the code: the name as written, or as URLSearchParams decodes it, holds a secret word. */
const SECRET = /token|key|password|secret|email/i;
const decoded = (name: string) => [...new URLSearchParams(name.replace(/&/g, '%26') + '=').keys()][0] ?? '';
const secret = (name: string) => SECRET.test(name) || SECRET.test(decoded(name));
/** A value that cannot carry a secret parameter of its own: no secret word in it, as written or decoded. */
const plain = (value: string) => !secret(value);

type Parameter = { name: string; value: string | null };
const written = ({ name, value }: Parameter) => (value == null ? name : `${name}=${value}`);

describe('the rule', () => {
  it('cartToken, and any name holding token, key, password, secret or email, in any case, as written or percent-encoded', () => {
    for (const name of [
      'cartToken',
      'token',
      'access_token',
      'apiKey',
      'KEY',
      'password',
      'client_secret',
      'email',
      'e%6Dail',
      'cart%54oken',
    ])
      expect(isSecretName(name), name).toBe(true);
    for (const name of ['q', 'utm_source', 'size', 'page', 'tok', 'e-mail', '']) expect(isSecretName(name), name).toBe(false);
  });

  it('a query: secret values REDACTED, every other byte kept (empty parts, names alone, values with =)', () => {
    expect(redactQuery('utm_source=mail&cartToken=ct-1&email=a%40b.c&size=M')).toBe(
      'utm_source=mail&cartToken=REDACTED&email=REDACTED&size=M',
    );
    expect(redactQuery('?token=abc')).toBe('?token=REDACTED');
    expect(redactQuery('a=1&&token&key=&sig=x==&api_key=a=b')).toBe('a=1&&token&key=REDACTED&sig=x==&api_key=REDACTED');
    expect(redactQuery('q=%E2%9C%93+ok&Password=p%26w')).toBe('q=%E2%9C%93+ok&Password=REDACTED');
    expect(redactQuery('')).toBe('');
  });

  it('a value that carries a URL with a secret of its own: that one redacted too, as written or percent-encoded', () => {
    expect(redactQuery('next=/reset?token=abc&x=1')).toBe('next=/reset?token=REDACTED&x=1');
    expect(redactQuery('next=%2Freset%3Ftoken%3Dabc%26step%3D2&x=1')).toBe(
      `next=${encodeURIComponent('/reset?token=REDACTED&step=2')}&x=1`,
    );
    // A value that only mentions a secret word is kept: it holds no parameter.
    expect(redactQuery('q=password+reset&topic=api%20keys')).toBe('q=password+reset&topic=api%20keys');
  });

  it('a hash: parameters separated by &, ?, # or ;', () => {
    expect(redactHash('#token=abc')).toBe('#token=REDACTED');
    expect(redactHash('#/account?email=a@b.c&tab=2')).toBe('#/account?email=REDACTED&tab=2');
    expect(redactHash('#a=1;secret=s#reviews')).toBe('#a=1;secret=REDACTED#reviews');
    expect(redactHash('#reviews')).toBe('#reviews');
    expect(redactHash('')).toBe('');
  });

  it("a URL: its query, its hash and its user info's password", () => {
    expect(redactUrl('https://shop.example/products/poster?cartToken=ct-1&size=M#token=t-1')).toBe(
      'https://shop.example/products/poster?cartToken=REDACTED&size=M#token=REDACTED',
    );
    expect(redactUrl('https://ada:hunter2@shop.example/?q=1')).toBe('https://ada:REDACTED@shop.example/?q=1');
    expect(redactUrl('/checkout')).toBe('/checkout');
    expect(redactUrl('')).toBe('');
  });

  it('free text: the URLs and queries in it', () => {
    expect(redactText('GET https://shop.example/x?email=a@b.c failed; see "/y?key=k1#token=t1".')).toBe(
      'GET https://shop.example/x?email=REDACTED failed; see "/y?key=REDACTED#token=REDACTED".',
    );
    expect(redactText('at f (https://u:pw@cdn.example/s.js?v=2:1:9)')).toBe('at f (https://u:REDACTED@cdn.example/s.js?v=2:1:9)');
    expect(redactText('2 + 2 = 4, a == b')).toBe('2 + 2 = 4, a == b');
  });
});

describe(`the rule, as properties (${RUNS} generated inputs each)`, () => {
  it('a query: a secret parameter never keeps its value; every other parameter is kept byte for byte', () => {
    fc.assert(
      fc.property(fc.array(urlParameter('&'), { maxLength: 8 }), (parameters) => {
        const query = parameters.map(written).join('&');
        const out = redactQuery(query).split('&');
        expect(out).toHaveLength(query.split('&').length);
        parameters.forEach((p, i) => {
          if (p.value != null && secret(p.name)) expect(out[i]).toBe(`${p.name}=${REDACTED}`);
          else if (p.value == null || plain(p.value)) expect(out[i]).toBe(written(p));
        });
        // As the platform reads it.
        for (const [name, value] of new URLSearchParams(out.join('&'))) if (secret(name)) expect(['', REDACTED]).toContain(value);
      }),
      { numRuns: RUNS },
    );
  });

  it("a value's own URL, as written or percent-encoded, never keeps a secret's value", () => {
    const marker = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/).map((s) => `Ѯ${s}Ѯ`);
    fc.assert(
      fc.property(
        urlText('&'),
        fc.constantFrom('token', 'cartToken', 'EMAIL', 'api_key'),
        marker,
        fc.constantFrom('?', '&', '#', ';'),
        fc.boolean(),
        (before, name, value, separator, encode) => {
          const inner = `/x${separator}${name}=${value}`;
          const query = `a=${before.replace(/Ѯ/g, '')}&next=${encode ? encodeURIComponent(inner) : inner.replace(/&/g, '%26')}&b=1`;
          const out = redactQuery(query);
          // Ѯ as written, or percent-encoded (UTF-8 D1 AE).
          expect(out).not.toMatch(/Ѯ|%D1%AE/i);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('a hash (parameters between &, ?, # and ;) and a whole URL: the same', () => {
    const SEPARATORS = '&?#;';
    fc.assert(
      fc.property(
        fc.array(fc.tuple(urlParameter(SEPARATORS), fc.constantFrom(...SEPARATORS)), { maxLength: 6 }),
        fc.array(urlParameter('&#'), { maxLength: 6 }),
        fc.constantFrom('https://shop.example/products/poster', 'https://u@h.example', '/cart', ''),
        (hashParts, queryParts, base) => {
          const hash = '#' + hashParts.map(([p, sep], i) => (i ? sep : '') + written(p)).join('');
          const out = redactHash(hash);
          const pieces = out.slice(1).split(/[&?#;]/);
          hashParts.forEach(([p], i) => {
            if (p.value != null && secret(p.name)) expect(pieces[i]).toBe(`${p.name}=${REDACTED}`);
            else if (p.value == null || plain(p.value)) expect(pieces[i]).toBe(written(p));
          });
          // A URL: its query as a query, its hash as a hash, the rest as it was.
          const query = queryParts.map(written).join('&');
          expect(redactUrl(`${base}?${query}${hash}`)).toBe(`${base}?${redactQuery(query)}${out}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("free text with a URL in it (an error's message): the secret's value never goes; text without = is kept", () => {
    fc.assert(
      fc.property(
        hostileString,
        fc.constantFrom('cartToken', 'token', 'email', 'Password', 'x_secret', 'apiKey'),
        fc.stringMatching(/^[A-Za-z0-9@.%-]{1,16}$/),
        hostileString,
        (before, name, value, after) => {
          const clean = (s: string) => s.replace(/Ѯ/g, '');
          const text = `${clean(before)} https://shop.example/p?size=M&${name}=Ѯ${value} ${clean(after)}`;
          expect(redactText(text)).not.toContain('Ѯ');
          const noEquals = clean(before).replace(/=/g, '');
          expect(redactText(noEquals)).toBe(noEquals);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
