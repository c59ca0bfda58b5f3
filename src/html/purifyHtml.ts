import { purify } from './purify';
import { FORBID_ATTR, FORBID_CONTENT, FORBID_TAGS, finish, type Sanitize } from './rules';

/**
 * DOMPurify's sanitiser (./sanitizeHtml.ts's `loadSanitizer`, in a browser without its own): it parses in an inert
 * document, keeps its allow-lists' markup less FORBID_TAGS (FORBID_CONTENT's with their content) and FORBID_ATTR, and drops unknown and custom elements
 * (their content kept); then the shared rules (`finish`).
 */
export const purifyHtml: Sanitize = (html) =>
  finish(purify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS, FORBID_ATTR, ADD_FORBID_CONTENTS: FORBID_CONTENT }));
