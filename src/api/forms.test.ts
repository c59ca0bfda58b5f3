import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueCaptchaToken } from '../../mock-server/captcha';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state } from '../../mock-server/node';
import { formAnswers, initialValues, parseForm, submissionPayload, type Form } from '../forms';
import { isNetworkError } from './guards';
import { isCrumbError } from './guards';
import {
  fetchFormDefinition,
  fetchFormSchema,
  fetchSubmissionKey,
  isFormSubmitError,
  saveFormSubmission,
  validateFormOnServer,
  type FormSubmitError,
} from './forms';
import type { HttpError } from './answerErrors';
import { createApi } from './client';
import { defaultT } from '../i18n';
import type { StorefrontError } from './errors';

const api = createApi('', defaultT);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  ensureCrumbCookie();
});

const failure = <E = StorefrontError>(p: Promise<unknown>): Promise<E> =>
  p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as E,
  );

const page = { pageTitle: 'Contact', pageId: 'pg-1', contentSource: 'c' as const, pagePath: '/contact', pagePermissionTypeValue: 1 };

async function newsletter(): Promise<Form> {
  const out = parseForm(await fetchFormDefinition(api, 'f-newsletter'));
  if (!out.ok) throw new Error(out.error);
  return out.form;
}

describe('form calls against the mock platform', () => {
  it('fetches a definition the form engine parses, and a 404 for an unknown form', async () => {
    const form = await newsletter();
    expect(form.fields.map((f) => f.id)).toEqual(['email', 'name']);
    const missing = await failure<HttpError>(fetchFormDefinition(api, 'nope'));
    expect(missing.status).toBe(404);
  });

  it('the template schema (type=form) answers every form the platform has; another type is a 400 with a message', async () => {
    const schema = (await fetchFormSchema(api)) as { forms: unknown[] };
    expect(
      schema.forms.map((f) => {
        const out = parseForm(f);
        return out.ok ? out.form.id : out.error;
      }),
    ).toEqual(['f-engraving', 'f-newsletter', 'f-contact']);
    const other = await failure<HttpError>(api.request('GET', '/api/template/GetTemplateSchema', { searchParams: { type: 'page' } }));
    expect([other.status, other.message]).toEqual([400, 'Unknown template schema type "page".']);
    const none = await failure<HttpError>(api.request('GET', '/api/template/GetTemplateSchema'));
    expect([none.status, none.message]).toEqual([400, 'Unknown template schema type "".']);
  });

  it('server validation: accepted answers resolve; per-field errors come back as fieldErrors', async () => {
    await expect(validateFormOnServer(api, 'f-newsletter', { email: 'ann@example.com' })).resolves.toBeUndefined();
    const e: FormSubmitError = await failure(validateFormOnServer(api, 'f-newsletter', { email: 'ann@bounce.test' }));
    expect(isFormSubmitError(e)).toBe(true);
    expect(e.fieldErrors).toEqual({ email: 'This address cannot receive mail.' });
    expect(e.message).toBe('One or more fields is invalid, please check your entries.');
    const required: FormSubmitError = await failure(validateFormOnServer(api, 'f-newsletter', {}));
    expect(required.fieldErrors).toEqual({ email: 'Required' });
  });

  it('a submission: one-use key, the payload recorded, and the same key refused a second time', async () => {
    const form = await newsletter();
    const values = { ...initialValues(form), email: 'ann@example.com', name: ['Ann', 'Lee'] };
    const key = await fetchSubmissionKey(api);
    const payload = submissionPayload({ key, form, values, page });
    await saveFormSubmission(api, payload);
    expect(state.submissions).toHaveLength(1);
    expect(state.submissions[0]!.formId).toBe('f-newsletter');
    expect(state.submissions[0]!.payload.form).toEqual(formAnswers(form, values));
    expect(state.submissions[0]!.payload).toMatchObject({ key, pagePath: '/contact', contentSource: 'c' });
    const again: FormSubmitError = await failure(saveFormSubmission(api, payload));
    expect(again.message).toBe('Invalid or expired form submission key.');
  });

  it.each([
    [401, {}, 'Unable to submit form. Please try again later.'],
    [404, {}, 'This form has not been configured yet.'],
    [429, {}, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, {}, 'Unable to send form. Please try again later.'],
    [400, { error: 'The form is closed.' }, 'The form is closed.'],
    [418, {}, 'Unknown error, please try again later.'],
    [503, { message: 'ignored: only data.error counts' }, 'Unknown error, please try again later.'],
  ])('SaveFormSubmission %i → "%s"', async (status, body, message) => {
    state.faults = [{ method: 'POST', path: '/api/form/SaveFormSubmission', status, body, times: 1 }];
    const e: FormSubmitError = await failure(
      saveFormSubmission(api, submissionPayload({ key: 'k', form: await newsletter(), values: {}, page })),
    );
    expect(isFormSubmitError(e)).toBe(true);
    expect(e.message).toBe(message);
    expect(e.fieldErrors).toEqual({});
  });

  it('a 400 with an errors map gives per-field errors; a crumbFail keeps its own words', async () => {
    state.faults = [
      { method: 'POST', path: '/api/form/SaveFormSubmission', status: 400, body: { errors: { email: 'Taken', x: 3 } }, times: 1 },
    ];
    const e: FormSubmitError = await failure(
      saveFormSubmission(api, submissionPayload({ key: 'k', form: await newsletter(), values: {}, page })),
    );
    expect(e.fieldErrors).toEqual({ email: 'Taken' });
    state.faults = [{ method: 'POST', path: '/api/form/SaveFormSubmission', status: 401, body: { crumbFail: true }, times: 1 }];
    const crumb = await failure(saveFormSubmission(api, submissionPayload({ key: 'k', form: await newsletter(), values: {}, page })));
    expect(isCrumbError(crumb)).toBe(true);
  });

  it('no key: an error status, a network failure or an answer without a key all give the catalogue message', async () => {
    for (const fault of [{ status: 500 }, { networkError: true }, { status: 200, body: { nokey: 1 } }]) {
      state.faults = [{ method: 'POST', path: '/api/form/FormSubmissionKey', times: 1, ...fault }];
      const e = await failure(fetchSubmissionKey(api));
      expect(isFormSubmitError(e)).toBe(true);
      expect(e.message).toBe('Could not get a form submission key, please try again later.');
    }
  });

  it('a network failure while saving stays a network error (its message says to check the connection)', async () => {
    state.faults = [{ method: 'POST', path: '/api/form/SaveFormSubmission', networkError: true, times: 1 }];
    const e = await failure(saveFormSubmission(api, submissionPayload({ key: 'k', form: await newsletter(), values: {}, page })));
    expect(isNetworkError(e)).toBe(true);
    expect(e.message).toBe('Please check your internet connection.');
  });

  it('the mock refuses a captcha form without a token the fake provider issued', async () => {
    state.forms[1]!.captchaEnabled = true;
    const form = await newsletter();
    const payload = submissionPayload({ key: await fetchSubmissionKey(api), form, values: { email: 'ann@example.com' }, page });
    const e: FormSubmitError = await failure(saveFormSubmission(api, payload));
    expect(e.message).toBe('Complete CAPTCHA before submitting.');
    expect((await failure(saveFormSubmission(api, { ...payload, captchaKey: 'made-up' }))).message).toBe(
      'Complete CAPTCHA before submitting.',
    );
    await saveFormSubmission(api, { ...payload, captchaKey: issueCaptchaToken(state) });
    expect(state.submissions).toHaveLength(1);
  });
});
