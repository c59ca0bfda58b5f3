import { http, HttpResponse, type HttpHandler } from 'msw';
import { parseForm } from '../src/forms/parseForm';
import { fieldError } from '../src/forms/validate';
import { defaultT } from '../src/i18n';
import type { Form } from '../src/forms/types';
import { INVALID_JSON, invalidJson, readJson } from './http';
import type { FormDefinition, FormSubmissionRecord, PlatformState } from './types';

export type { FormSubmissionRecord };

// Site forms and additional-fields forms: the definitions (all of them from the template schema, one alone by id: both
// answers are assumptions, docs/forms.md), the server's validation, submission keys and saved submissions (spec 001
// §7). The server checks with the same rules as the SDK (a client whose validation is off, or a hand-made request,
// still meets them), plus one rule of its own that no client can check, so tests and the demo can show per-field
// errors that come from the server: see SERVER_ONLY_DOMAIN.

/** An email at this domain passes the SDK's rules but the mock refuses it: "This address cannot receive mail.". */
export const SERVER_ONLY_DOMAIN = 'bounce.test';
export const FORM_MESSAGES = {
  undeliverable: 'This address cannot receive mail.',
  badKey: 'Invalid or expired form submission key.',
  badForm: 'The form field must be JSON text holding an object.',
  noForm: 'No form matches these fields.',
  captcha: 'Complete CAPTCHA before submitting.',
} as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v == 'object' && v !== null && !Array.isArray(v);

function parsed(definition: FormDefinition): Form | null {
  const out = parseForm(definition);
  return out.ok ? out.form : null;
}

/** Field id → message for the answers that break a rule; {} when they all pass. */
export function serverFieldErrors(form: Form, answers: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    const answer = Object.prototype.hasOwnProperty.call(answers, field.id) ? answers[field.id] : undefined;
    // The platform answers in English (the spec's catalogue): the SDK's strings are the visitor's.
    const error = fieldError(field, answer as never, defaultT);
    if (error) errors[field.id] = error;
    else if (
      field.kind == 'email' &&
      typeof answer == 'string' &&
      answer
        .trim()
        .toLowerCase()
        .endsWith('@' + SERVER_ONLY_DOMAIN)
    )
      errors[field.id] = FORM_MESSAGES.undeliverable;
  }
  return errors;
}

/**
 * The form a submission is for. The spec's payload names no form (key, form, captchaKey, page context): the mock takes
 * the first form every answered field id belongs to.
 */
function formOfAnswers(state: PlatformState, answers: Record<string, unknown>): { definition: FormDefinition; form: Form } | null {
  const ids = Object.keys(answers);
  for (const definition of state.forms) {
    const form = parsed(definition);
    if (form && ids.every((id) => form.fields.some((f) => f.id == id))) return { definition, form };
  }
  return null;
}

/** Hook for the captcha check of a submission (a form with captchaEnabled); true when the token is acceptable. */
export type CaptchaCheck = (state: PlatformState, token: unknown) => boolean;
const nonEmptyToken: CaptchaCheck = (_state, token) => typeof token == 'string' && token.length > 0;

export function formHandlers(state: PlatformState, checkCaptcha: CaptchaCheck = nonEmptyToken): HttpHandler[] {
  const find = (id: string) => state.forms.find((f) => f.id == id);
  return [
    // Spec 000 §7 / spec 001 §7, whose answer is not shown. Assumption (docs/forms.md): the site's forms,
    // `{ forms: [Form, …] }`, each as `GET /api/rest/forms/{formId}` answers it. The spec names type=form alone.
    http.get('*/api/template/GetTemplateSchema', ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      if (type !== 'form')
        return HttpResponse.json({ message: `Unknown template schema type ${JSON.stringify(type ?? '')}.` }, { status: 400 });
      return HttpResponse.json({ forms: state.forms });
    }),

    // Assumption (docs/embed-contract.md, "Assumptions"): the spec shows no call returning one form definition; the SDK asks it for a form the
    // template schema's answer lacks.
    http.get<{ formId: string }>('*/api/rest/forms/:formId', ({ params }) => {
      const definition = find(params.formId);
      return definition ? HttpResponse.json(definition) : HttpResponse.json({ error: 'Form not found.' }, { status: 404 });
    }),

    http.post<{ formId: string }>('*/api/rest/forms/validate/:formId', async ({ request, params }) => {
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      const definition = find(params.formId);
      const form = definition && parsed(definition);
      if (!form) return HttpResponse.json({ error: 'Form not found.' }, { status: 404 });
      const errors = serverFieldErrors(form, isObject(body) ? body : {});
      return Object.keys(errors).length ? HttpResponse.json({ errors }, { status: 400 }) : HttpResponse.json({ success: true });
    }),

    http.post('*/api/form/FormSubmissionKey', () => {
      const key = `key-${state.nextFormKey++}-${Math.random().toString(36).slice(2, 10)}`;
      state.formKeys.push(key);
      return HttpResponse.json({ key });
    }),

    http.post('*/api/form/SaveFormSubmission', async ({ request }) => {
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      if (!isObject(body)) return HttpResponse.json({ error: FORM_MESSAGES.badForm }, { status: 400 });
      const keyAt = typeof body.key == 'string' ? state.formKeys.indexOf(body.key) : -1;
      if (keyAt < 0) return HttpResponse.json({ error: FORM_MESSAGES.badKey }, { status: 400 });
      let answers: unknown;
      try {
        answers = typeof body.form == 'string' ? JSON.parse(body.form) : undefined;
      } catch {
        /* reported below */
      }
      if (!isObject(answers)) return HttpResponse.json({ error: FORM_MESSAGES.badForm }, { status: 400 });
      const match = formOfAnswers(state, answers);
      if (!match) return HttpResponse.json({ error: FORM_MESSAGES.noForm }, { status: 400 });
      const errors = serverFieldErrors(match.form, answers);
      if (Object.keys(errors).length) return HttpResponse.json({ errors }, { status: 400 });
      if (match.definition.captchaEnabled && !checkCaptcha(state, body.captchaKey))
        return HttpResponse.json({ error: FORM_MESSAGES.captcha }, { status: 400 });
      state.formKeys.splice(keyAt, 1); // one use
      state.submissions.push({ formId: match.definition.id, payload: { ...body, form: answers }, at: Date.now() });
      return HttpResponse.json({ success: true });
    }),
  ];
}
