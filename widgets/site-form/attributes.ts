import { flag, id, json, oneOf, raw, text } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
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
  /** `data-address-completion`: address fields complete as the visitor types (default), or stay plain. */
  addressCompletion: boolean;
}

/** Defaults of the page context attributes (the spec gives none: docs/widgets/site-form.md). */
export const PAGE_DEFAULTS: PageAttributes = { pageId: '', contentSource: 'c', pagePermissionTypeValue: 1 };

/** A site form's attributes (docs/widgets/site-form.md). */
export const attributes = {
  /**
   * The form to show: taken from the site's forms (`GET /api/template/GetTemplateSchema?type=form`, once per page),
   * else fetched alone (`GET /api/rest/forms/{formId}`); both answers are assumptions.
   */
  formId: id(),
  /**
   * Or: a selector of a `<script type="application/json">` holding the spec's Form (the prop: the Form). Exactly one of
   * the two: both, neither, no such element or malformed JSON give one console error naming the problem, and the
   * fallback stays.
   */
  form: json<Record<string, unknown>>('data-form-json'),
  /** Present: a newsletter form (`Sign Up`; no messages above and below the form on failure). */
  newsletter: flag(),
  /**
   * Present: the client rules are off (spec 001 §5: "Validation may be disabled by the caller"); the server's check
   * (`POST /api/rest/forms/validate/{formId}`) still runs and its per-field errors still show.
   */
  novalidate: flag(),
  /**
   * The submission's `pageId`.
   * @default `''`
   */
  pageId: text(),
  /** The submission's `contentSource`. */
  contentSource: oneOf({ options: ['i', 'c'], labels: { i: 'item', c: 'collection' }, default: 'c', invalid: 'refuse' }),
  /**
   * The submission's `pagePermissionTypeValue`, a whole number.
   * @default `1`
   */
  pagePermissionType: raw<number>('a whole number'),
  /**
   * Address completion on the form's address fields (docs/forms.md, "Address completion"): `on` (the first line suggests
   * addresses as the visitor types, through the platform's places calls) or `off` (plain fields).
   */
  addressCompletion: oneOf({ options: ['on', 'off'], default: 'on', invalid: 'refuse' }),
};

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
  const given = (name: string) => !!el.getAttribute(name)?.trim();
  const [hasId, hasJson] = [given('data-form-id'), given('data-form-json')];
  if (hasId == hasJson) fail(hasId ? 'use data-form-id or data-form-json, not both' : 'data-form-id or data-form-json is required');
  const a = readAttributes(el, attributes, 'site-form');
  const source: FormSource = a.formId ? { kind: 'id', id: a.formId } : { kind: 'form', form: readInlineForm(a.form!, doc) };
  const permission = a.pagePermissionType;
  if (permission && !/^-?\d+$/.test(permission)) fail(`data-page-permission-type "${permission}" must be a whole number`);
  const page: PageAttributes = {
    pageId: a.pageId ?? PAGE_DEFAULTS.pageId,
    contentSource: a.contentSource,
    pagePermissionTypeValue: permission ? Number(permission) : PAGE_DEFAULTS.pagePermissionTypeValue,
  };
  return { source, newsletter: a.newsletter, novalidate: a.novalidate, page, addressCompletion: a.addressCompletion == 'on' };
}

/** The page context of a submission, read when it is sent: the attributes, the document's title and the path. */
export const pageContext = (page: PageAttributes): PageContext => ({
  pageTitle: document.title,
  pageId: page.pageId,
  contentSource: page.contentSource,
  pagePath: location.pathname,
  pagePermissionTypeValue: page.pagePermissionTypeValue,
});
