import { ConfigError } from '../../src/input/configError';
import { readInlineJson } from '../../src/input/inlineJson';
import { parseForm, type Form, type PageContext } from '../../src/forms';

/** Where the form comes from: `data-form-id` (fetched) or `data-form-json` (inline, already parsed). */
export type FormSource = { kind: 'id'; id: string } | { kind: 'form'; form: Form };

/** The page context fields a page gives through attributes (the rest, title and path, come from the page itself). */
export type PageAttributes = Pick<PageContext, 'pageId' | 'contentSource' | 'pagePermissionTypeValue'>;

export interface SiteFormOptions {
  source: FormSource;
  /** `data-newsletter`: a newsletter form (no "scroll down/up to review" messages around it). */
  newsletter: boolean;
  /** `data-novalidate`: the client rules are off (spec 001 §5 "Validation may be disabled by the caller"); the server still checks. */
  novalidate: boolean;
  page: PageAttributes;
}

/** Defaults of the page context attributes (the spec gives none: docs/widgets/site-form.md). */
export const PAGE_DEFAULTS: PageAttributes = { pageId: '', contentSource: 'c', pagePermissionTypeValue: 1 };

const fail = (message: string): never => {
  throw new ConfigError(message, 'site-form attributes');
};

/** Reads and parses the inline definition that `data-form-json` points at; throws a ConfigError naming the problem. */
function readInlineForm(selector: string, doc: Document): Form {
  const parsed = parseForm(readInlineJson(selector, 'data-form-json', 'form', doc));
  return parsed.ok ? parsed.form : fail(`the form JSON in ${selector}: ${parsed.error}`);
}

/**
 * Reads a site form's attributes once, at the edge (a problem throws: the loader logs it, the fallback stays):
 * exactly one of `data-form-id` and `data-form-json`; `data-newsletter` (present: a newsletter form); the page
 * context `data-page-id`, `data-content-source` (`i` or `c`) and `data-page-permission-type` (a whole number).
 */
export function parseSiteFormAttributes(el: Element, doc: Document = document): SiteFormOptions {
  const attr = (name: string) => el.getAttribute(name)?.trim() ?? '';
  const [id, json] = [attr('data-form-id'), attr('data-form-json')];
  if (!id == !json) fail(id ? 'use data-form-id or data-form-json, not both' : 'data-form-id or data-form-json is required');
  // A lone UTF-16 surrogate: no URL can carry it, so no request could ask for the form.
  if (/\p{Cs}/u.test(id)) fail('data-form-id is not well-formed text');
  const source: FormSource = id ? { kind: 'id', id } : { kind: 'form', form: readInlineForm(json, doc) };

  const page = { ...PAGE_DEFAULTS };
  if (el.hasAttribute('data-page-id')) page.pageId = attr('data-page-id');
  const contentSource = attr('data-content-source');
  if (contentSource) {
    if (contentSource != 'i' && contentSource != 'c') fail(`data-content-source "${contentSource}" must be "i" (item) or "c" (collection)`);
    page.contentSource = contentSource as 'i' | 'c';
  }
  const permission = attr('data-page-permission-type');
  if (permission) {
    if (!/^-?\d+$/.test(permission)) fail(`data-page-permission-type "${permission}" must be a whole number`);
    page.pagePermissionTypeValue = Number(permission);
  }
  return { source, newsletter: el.hasAttribute('data-newsletter'), novalidate: el.hasAttribute('data-novalidate'), page };
}

/** The page context of a submission, read when it is sent: the attributes, the document's title and the path. */
export const pageContext = (page: PageAttributes): PageContext => ({
  pageTitle: document.title,
  pageId: page.pageId,
  contentSource: page.contentSource,
  pagePath: location.pathname,
  pagePermissionTypeValue: page.pagePermissionTypeValue,
});
