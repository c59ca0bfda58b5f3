import { scriptUrl } from '../input/scriptUrl';

/** The name of the SDK's Trusted Types policy: a page that enforces Trusted Types lists it (docs/security.md, "CSP"). */
export const TRUSTED_TYPES_POLICY = 'storefront';

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

/**
 * The SDK's one Trusted Types policy, made the first time a script URL is needed (a page has one policy per name,
 * unless its CSP allows duplicates, so it is page-wide by nature). Its only rule: a script URL must be http(s), as the
 * script checker (src/input/scriptUrl.ts) says; anything else throws.
 */
let policy: { createScriptURL(url: string): unknown } | undefined;

/**
 * `url` in the form a `<script src>` takes on this page: a TrustedScriptURL from the 'storefront' policy where the
 * browser has Trusted Types (a page that requires them refuses a plain string), else the string itself. Throws when the
 * page's CSP does not allow a policy named 'storefront' (`trusted-types storefront …`), or when `url` is not http(s):
 * the caller reports it as a script that could not load.
 */
export function trustedScriptUrl(url: string, doc: Document = document): string {
  const tt = (doc.defaultView as (Window & { trustedTypes?: TrustedTypesFactory }) | null)?.trustedTypes;
  if (!tt) return url;
  policy ??= tt.createPolicy(TRUSTED_TYPES_POLICY, {
    createScriptURL: (value) => {
      const checked = scriptUrl(value, doc);
      if (!checked) throw new TypeError(`${TRUSTED_TYPES_POLICY}: ${value} is not an http(s) script URL`);
      return checked;
    },
  });
  return policy.createScriptURL(url) as string;
}
