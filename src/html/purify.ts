import DOMPurify from 'dompurify';

/**
 * The page's one DOMPurify, shared by everything that reads the platform's HTML (./sanitizeHtml.ts, ../media/oembed.ts):
 * each instance makes its own Trusted Types policy named `dompurify` the first time it parses, and a page allows one
 * policy of a name (`trusted-types storefront dompurify`, docs/security.md): a second instance would be refused there,
 * and its parse with it. Loaded on demand with the code that reads such HTML (never in the runtime chunk).
 */
export const purify = DOMPurify(window);
