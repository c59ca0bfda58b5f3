import { fetchFormDefinition, fetchFormSchema } from '../api/forms';
import { isNetworkError } from '../api/guards';
import type { DataSource } from './source';

/**
 * The site's forms as the template schema lists them (`GET /api/template/GetTemplateSchema?type=form`, assumed to
 * answer `{ forms: [Form, …] }`: docs/forms.md), asked for once per runtime however many forms the page shows. Any
 * answer is kept: an HTTP error (or an answer that is no JSON) as `null`, so the forms fall back to their own call
 * without asking the schema again. No answer at all (offline, a timeout) rejects, and is forgotten: a later call asks
 * again.
 */
const formSchema = (rt: DataSource): Promise<unknown> =>
  rt.once('template-schema form', () =>
    fetchFormSchema(rt.api).catch((error: unknown) => (isNetworkError(error) ? Promise.reject(error) : null)),
  );

/**
 * Form `formId` of a schema answer, unparsed (a number id matches its text); undefined when the answer has no list of
 * forms or lacks that form.
 */
const formIn = (schema: unknown, formId: string): unknown => {
  const forms = (schema as { forms?: unknown } | null)?.forms;
  return Array.isArray(forms) ? forms.find((f: { id?: unknown } | null) => f?.id == formId) : undefined;
};

/**
 * A form's definition (unparsed: src/forms/parseForm checks it), fetched once per runtime for every widget that shows
 * or labels the form (site forms, the additional-fields lightbox, the cart's saved answers). Taken by id from the
 * template schema's answer; only when that answer lacks the form (no such form in it, no list, or an HTTP error) is it
 * asked for alone, `GET /api/rest/forms/{formId}`. A failure is forgotten, so a later call retries.
 */
export const formDefinition = (rt: DataSource, formId: string): Promise<unknown> =>
  rt.once(`form ${formId}`, () => formSchema(rt).then((schema) => formIn(schema, formId) ?? fetchFormDefinition(rt.api, formId)));
