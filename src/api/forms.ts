import type { Translate } from '../i18n';
import { clipText } from '../input/clipText';
import '../i18n/strings/errors';
import '../i18n/strings/forms';
import '../i18n/strings/site-forms';
import type { SubmissionPayload } from '../forms/values';
import type { Api } from './client';
import { isStorefrontError, StorefrontError } from './errors';
import { isHttpError, isRateLimitError } from './guards';

// Site forms and additional-fields forms (spec 001 §7, §8 "Site forms"; spec 000 §7).

/**
 * A form call the platform refused. `message` is the spec's catalogue text for it, ready to show above the form;
 * `fieldErrors` holds the server's per-field errors (field id → message, shown above each field's title), `{}` when
 * it sent none. Network, timeout and crumb failures are not FormSubmitErrors: they keep their own typed errors.
 */
export class FormSubmitError extends StorefrontError {
  override name = 'StorefrontFormSubmitError';
  constructor(
    message: string,
    detail: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly status: number | null = null,
    cause?: unknown,
  ) {
    super('form', message, detail, { cause });
  }
}

export const isFormSubmitError = (e: unknown): e is FormSubmitError => isStorefrontError(e) && e.kind === 'form';

/** The string entries of a server `errors` map (field id → message), or null when there is none. */
function fieldErrorsOf(body: unknown): Record<string, string> | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors != 'object' || !errors || Array.isArray(errors)) return null;
  const out: Record<string, string> = {};
  for (const [id, message] of Object.entries(errors)) if (typeof message == 'string' && message.trim()) out[id] = message;
  return Object.keys(out).length ? out : null;
}

/**
 * The spec 001 §8 "Site forms" catalogue: 401, 404, 429, 500 by status; a 400 with an `errors` map gives per-field
 * errors; anything else the server's `error` text, else "Unknown error, please try again later.". A crumbFail answer
 * (also a 401) keeps its own words, which say what to do about it; so do network failures and timeouts.
 */
function toFormError(error: unknown, t: Translate): unknown {
  if (isRateLimitError(error)) return new FormSubmitError(t('formRateLimited'), error.detail, {}, 429, error);
  if (!isHttpError(error)) return error;
  const { status, body, detail } = error;
  const fields = status == 400 ? fieldErrorsOf(body) : null;
  if (fields) return new FormSubmitError(t('fieldsInvalid'), detail, fields, status, error);
  const byStatus: Record<number, string> = {
    401: t('formUnauthorized'),
    404: t('formNotConfigured'),
    500: t('formServerError'),
  };
  const serverText = (body as { error?: unknown } | null)?.error;
  const message = byStatus[status] ?? (typeof serverText == 'string' && serverText.trim() ? clipText(serverText) : t('unknownError'));
  return new FormSubmitError(message, detail, {}, status, error);
}

const formPath = (formId: string) => encodeURIComponent(formId);

/**
 * `GET /api/template/GetTemplateSchema?type=form` (spec 000 §7, spec 001 §7: its answer is not shown). An assumption
 * (docs/forms.md): it answers the site's forms, `{ forms: [Form, …] }`, each as `GET /api/rest/forms/{formId}` answers
 * it. Unparsed (src/data/forms.ts takes a form from it by id); rejects with the usual typed errors.
 */
export function fetchFormSchema(api: Api): Promise<unknown> {
  return api.request<unknown>('GET', '/api/template/GetTemplateSchema?type=form');
}

/**
 * `GET /api/rest/forms/{formId}`: the form's definition, unparsed (run parseForm on it). An assumption: the spec shows
 * no call returning one form (docs/embed-contract.md, "Assumptions"); the SDK asks it only for a form the template schema's answer lacks
 * (src/data/forms.ts). Rejects with the usual typed errors (a 404 is an HttpError).
 */
export function fetchFormDefinition(api: Api, formId: string, signal?: AbortSignal): Promise<unknown> {
  return api.request<unknown>('GET', `/api/rest/forms/${formPath(formId)}`, { signal });
}

/**
 * `POST /api/rest/forms/validate/{formId}` with the answers keyed by field id (spec 000 §7): the server's check before
 * a submission or an additional-fields save. Resolves when the server accepts them; rejects with a FormSubmitError
 * whose `fieldErrors` hold its per-field errors, or with the catalogue's message for other failures.
 */
export async function validateFormOnServer(api: Api, formId: string, answers: Record<string, unknown>): Promise<void> {
  try {
    await api.request('POST', `/api/rest/forms/validate/${formPath(formId)}`, { json: answers });
  } catch (error) {
    throw toFormError(error, api.t);
  }
}

/**
 * `POST /api/form/FormSubmissionKey` (empty body, credentials sent): the one-use key a submission carries. Any failure,
 * or an answer without a key, rejects with "Could not get a form submission key, please try again later.".
 */
export async function fetchSubmissionKey(api: Api): Promise<string> {
  const what = 'POST /api/form/FormSubmissionKey';
  let body: { key?: unknown } | null;
  try {
    body = await api.request<{ key?: unknown } | null>('POST', '/api/form/FormSubmissionKey');
  } catch (error) {
    throw new FormSubmitError(
      api.t('formNoKey'),
      isStorefrontError(error) ? error.detail : what,
      {},
      isHttpError(error) ? error.status : null,
      error,
    );
  }
  const key = body?.key;
  if (typeof key != 'string' || !key) throw new FormSubmitError(api.t('formNoKey'), `${what} → no key in the answer`);
  return key;
}

/**
 * `POST /api/form/SaveFormSubmission` (credentials sent) with the payload of src/forms submissionPayload. Rejects with a
 * FormSubmitError carrying the catalogue's message (and the per-field errors of a 400), or a network/crumb error.
 */
export async function saveFormSubmission(api: Api, payload: SubmissionPayload): Promise<void> {
  try {
    await api.request('POST', '/api/form/SaveFormSubmission', { json: payload });
  } catch (error) {
    throw toFormError(error, api.t);
  }
}
