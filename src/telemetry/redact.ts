/**
 * No secrets in telemetry (docs/security.md, "No secrets in telemetry"; docs/analytics.md): what the analytics events,
 * the census and the error reports carry of a URL (the query, the hash, the referrer, a URL in an error's message or
 * stack) keeps every parameter but the value of a secret one, which becomes `REDACTED`.
 *
 * A parameter is **secret** when its name, as written or percent-decoded, holds `token`, `key`, `password`, `secret` or
 * `email`, in any case (`cartToken`, `access_token`, `apiKey`, `password`, `client_secret`, `email`…). Every other
 * parameter is kept byte for byte, unless its value carries a URL or query of its own with a secret parameter in it
 * (`?next=/reset%3Ftoken%3Dabc`): that one is redacted too.
 */
const SECRET_NAME = /token|key|password|secret|email/i;

/** What a secret parameter's value becomes. */
export const REDACTED = 'REDACTED';

/** Percent-decoded as a query is read: `+` a space, a malformed escape kept as it is (never a throw). */
const decode = (text: string): string => new URLSearchParams('x=' + text.replace(/&/g, '%26')).get('x') ?? text;

/** Whether a parameter of this name (as written in the URL) is a secret. */
export const isSecretName = (name: string): boolean => SECRET_NAME.test(name) || SECRET_NAME.test(decode(name));

/** How deep a value's own URLs are looked into (a redirect in a redirect…): bounded, so that no text costs more. */
const NESTED = 2;

/** Separators of the parameters in a hash (`#a=1&b=2`, `#/route?a=1`) and of a URL within a value. */
const LOOSE = /([&?#;])/;

/**
 * `text`'s `name=value` parameters, separated by `separator` (a regular expression that captures it): a secret one's
 * value redacted, every other byte kept (a value's own URL looked into, `depth` levels more).
 */
function redactPairs(text: string, separator: RegExp, depth: number): string {
  if (!text.includes('=') && !/%3d/i.test(text)) return text;
  return text
    .split(separator)
    .map((part, i) => {
      // The captured separators are the odd parts.
      const eq = i % 2 ? -1 : part.indexOf('=');
      if (eq < 0) return part;
      const name = part.slice(0, eq);
      return `${name}=${isSecretName(name) ? REDACTED : redactValue(part.slice(eq + 1), depth)}`;
    })
    .join('');
}

/**
 * A parameter's value that is not a secret: kept as it is, unless it holds a URL or a query with a secret parameter,
 * as written (`/reset?token=abc`) or percent-encoded (`%2Freset%3Ftoken%3Dabc`, re-encoded once redacted).
 */
function redactValue(value: string, depth: number): string {
  if (depth >= NESTED || !SECRET_NAME.test(decode(value))) return value;
  const raw = redactPairs(value, LOOSE, depth + 1);
  const decoded = decode(raw);
  if (decoded == raw) return raw;
  const redacted = redactPairs(decoded, LOOSE, depth + 1);
  return redacted == decoded ? raw : encodeURIComponent(redacted);
}

/**
 * A query string (with or without its `?`), read as the platform reads one (`URLSearchParams`: parameters separated by
 * `&`): each secret parameter's value becomes `REDACTED`; the other parameters are kept byte for byte.
 */
export const redactQuery = (query: string): string => redactPairs(query, /(&)/, 0);

/**
 * A URL's hash (`location.hash`, with its `#`), which has no one form: parameters separated by `&`, `?`, `#` or `;`
 * (`#token=abc`, `#a=1&email=x`, `#/account?token=abc`), each secret one's value redacted.
 */
export const redactHash = (hash: string): string => redactPairs(hash, LOOSE, 0);

/**
 * A URL, absolute or relative (`document.referrer`, a destination): its query as `redactQuery`, its hash as `redactHash`,
 * and a password in its user info (`https://user:pass@host/`). The rest is kept as it is.
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = (queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)).replace(
    /^([a-z][a-z\d+.-]*:\/\/[^/?#@:]*:)[^/?#@]*@/i,
    `$1${REDACTED}@`,
  );
  return base + (queryAt < 0 ? '' : '?' + redactQuery(beforeHash.slice(queryAt + 1))) + (hashAt < 0 ? '' : redactHash(url.slice(hashAt)));
}

/**
 * Free text (an error's message or stack, an element as a message names it): each run of it between white space,
 * quotes and angle brackets that holds `name=value` parameters (a URL, a query) has its secret ones redacted.
 */
export const redactText = (text: string): string =>
  text
    .split(/([\s"'<>`]+)/)
    .map((run, i) => (i % 2 ? run : run.includes('=') ? redactUrlish(run) : run))
    .join('');

/** A run of text with parameters in it: a URL's password, then its parameters as a hash's are read. */
const redactUrlish = (run: string): string =>
  redactPairs(run.replace(/^(\(?[a-z][a-z\d+.-]*:\/\/[^/?#@:]*:)[^/?#@]*@/i, `$1${REDACTED}@`), LOOSE, 0);
