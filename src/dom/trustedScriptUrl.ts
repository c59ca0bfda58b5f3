import { scriptUrl } from '../input/scriptUrl';

/** The name of the SDK's Trusted Types policy: a page that enforces Trusted Types lists it (docs/security.md, "CSP"). */
export const TRUSTED_TYPES_POLICY = 'storefront';

interface Policy {
  createScriptURL(url: string): unknown;
  createScript(text: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string; createScript(text: string): string }): Policy;
}

/**
 * The SDK's one Trusted Types policy, made the first time it is needed (a page has one policy per name, unless its CSP
 * allows duplicates, so it is page-wide by nature). Its two rules: a script URL must be http(s), as the script checker
 * (src/input/scriptUrl.ts) says; a script's text must be JSON (the Product data of src/reviews/jsonLd.ts, in an
 * `application/ld+json` script: data, never run); anything else throws.
 */
// Or, where the page's CSP refused it, that refusal: the policy is not asked for again (each attempt would be one more
// violation report; a page's CSP never allows it later).
let policy: Policy | { refused: unknown } | undefined;

function policyOf(doc: Document): Policy | null {
  const tt = (doc.defaultView as (Window & { trustedTypes?: TrustedTypesFactory }) | null)?.trustedTypes;
  if (!tt) return null;
  if (!policy)
    try {
      policy = tt.createPolicy(TRUSTED_TYPES_POLICY, {
        createScriptURL: (value) => {
          const checked = scriptUrl(value, doc);
          if (!checked) throw new TypeError(`${TRUSTED_TYPES_POLICY}: ${value} is not an http(s) script URL`);
          return checked;
        },
        createScript: (value) => {
          JSON.parse(value); // throws when it is not JSON
          return value;
        },
      });
    } catch (refused) {
      policy = { refused };
    }
  if ('refused' in policy) throw policy.refused;
  return policy;
}

/**
 * `url` in the form a `<script src>` takes on this page: a TrustedScriptURL from the 'storefront' policy where the
 * browser has Trusted Types (a page that requires them refuses a plain string), else the string itself. Throws when the
 * page's CSP does not allow a policy named 'storefront' (`trusted-types storefront …`), or when `url` is not http(s):
 * the caller reports it as a script that could not load.
 */
export function trustedScriptUrl(url: string, doc: Document = document): string {
  const p = policyOf(doc);
  return p ? (p.createScriptURL(url) as string) : url;
}

/**
 * JSON `text` in the form a `<script>`'s text takes on this page: a TrustedScript from the 'storefront' policy where the
 * browser has Trusted Types, else the string itself. Throws as `trustedScriptUrl` does, and when `text` is not JSON.
 */
export function trustedJson(text: string, doc: Document = document): string {
  const p = policyOf(doc);
  return p ? (p.createScript(text) as string) : text;
}
