import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { createApi } from '../api/client';
import { isHttpError, isNetworkError } from '../api/guards';
import { parseForm } from '../forms/parseForm';
import { defaultT } from '../i18n';
import { createOnce } from '../runtime/loadOnce';
import { formDefinition } from './forms';
import type { DataSource } from './source';
import type { StorefrontError } from '../api/errors';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let rt: DataSource;
beforeEach(() => {
  resetMockPlatform();
  rt = { api: createApi('', defaultT), once: createOnce() };
});

const SCHEMA = '/api/template/GetTemplateSchema';
/** The GET requests the platform got for form definitions, as path and query. */
const asked = () =>
  platform.requests
    .filter((r) => r.method == 'GET' && (r.path == SCHEMA || r.path.startsWith('/api/rest/forms/')))
    .map((r) => r.path + (Object.keys(r.query).length ? '?' + new URLSearchParams(r.query).toString() : ''));
const failure = <E = StorefrontError>(p: Promise<unknown>): Promise<E> =>
  p.then(
    () => Promise.reject(new Error('expected a failure')),
    (e: unknown) => e as E,
  );
const idOf = (raw: unknown) => {
  const out = parseForm(raw);
  if (!out.ok) throw new Error(out.error);
  return out.form.id;
};

describe('formDefinition: from the template schema (GET /api/template/GetTemplateSchema?type=form), once per runtime', () => {
  it('two forms on one page: one schema request, each form taken from it by id, no request of its own', async () => {
    const [contact, newsletter] = await Promise.all([formDefinition(rt, 'f-contact'), formDefinition(rt, 'f-newsletter')]);
    expect([idOf(contact), idOf(newsletter)]).toEqual(['f-contact', 'f-newsletter']);
    expect(contact).toEqual(platform.forms.find((f) => f.id == 'f-contact'));
    // A form asked for later (the additional-fields lightbox, a widget added to the page), and the same ones again.
    expect(idOf(await formDefinition(rt, 'f-engraving'))).toBe('f-engraving');
    expect(await formDefinition(rt, 'f-contact')).toBe(contact);
    expect(asked()).toEqual([`${SCHEMA}?type=form`]);
  });

  it('another runtime (another page) asks again', async () => {
    await formDefinition(rt, 'f-contact');
    await formDefinition({ api: rt.api, once: createOnce() }, 'f-contact');
    expect(asked()).toEqual([`${SCHEMA}?type=form`, `${SCHEMA}?type=form`]);
  });

  it('a form the answer lacks: one request of its own (GET /api/rest/forms/{id}); a form nobody has fails there', async () => {
    const extra = { id: 'f-extra', name: 'Extra', fields: [{ id: 'q', type: 'text', title: 'Question' }] };
    platform.faults.push({ method: 'GET', path: SCHEMA, status: 200, body: { forms: [...platform.forms] }, times: 1 });
    platform.forms.push(extra as never); // known to the form call, not in the schema's answer
    const [contact, found, missing] = await Promise.all([
      formDefinition(rt, 'f-contact'),
      formDefinition(rt, 'f-extra'),
      failure(formDefinition(rt, 'f-nope')),
    ]);
    expect([idOf(contact), found]).toEqual(['f-contact', extra]);
    expect(isHttpError(missing) && missing.status).toBe(404);
    expect(asked()).toEqual([`${SCHEMA}?type=form`, '/api/rest/forms/f-extra', '/api/rest/forms/f-nope']);
    // The found one is kept; the failure is forgotten (asked again, alone: the schema's answer is kept too).
    await formDefinition(rt, 'f-extra');
    await failure(formDefinition(rt, 'f-nope'));
    expect(asked().filter((p) => p == '/api/rest/forms/f-nope')).toHaveLength(2);
    expect(asked().filter((p) => p.startsWith(SCHEMA))).toHaveLength(1);
  });

  it('a number id in the answer matches its text; entries that are no form are passed over', async () => {
    const contact = platform.forms.find((f) => f.id == 'f-contact')!;
    platform.faults.push({
      method: 'GET',
      path: SCHEMA,
      status: 200,
      body: { forms: [null, 'f-contact', 7, { ...contact, id: 42 }] },
      times: 1,
    });
    expect(idOf(await formDefinition(rt, '42'))).toBe('42');
    expect(idOf(await formDefinition(rt, 'f-contact'))).toBe('f-contact');
    expect(asked()).toEqual([`${SCHEMA}?type=form`, '/api/rest/forms/f-contact']);
  });

  it('an answer without a list of forms: each form by its own request', async () => {
    platform.faults.push({ method: 'GET', path: SCHEMA, status: 200, body: { templates: [] }, times: 1 });
    const raw = await Promise.all([formDefinition(rt, 'f-contact'), formDefinition(rt, 'f-newsletter')]);
    expect(raw.map(idOf)).toEqual(['f-contact', 'f-newsletter']);
    expect(asked()).toEqual([`${SCHEMA}?type=form`, '/api/rest/forms/f-contact', '/api/rest/forms/f-newsletter']);
  });

  it('a failing schema call (500): each form by its own request, and the schema is not asked again on that page', async () => {
    platform.faults.push({ method: 'GET', path: SCHEMA, status: 500 });
    const raw = await Promise.all([formDefinition(rt, 'f-contact'), formDefinition(rt, 'f-newsletter')]);
    expect(raw.map(idOf)).toEqual(['f-contact', 'f-newsletter']);
    expect(idOf(await formDefinition(rt, 'f-engraving'))).toBe('f-engraving');
    // One schema call, tried three times by the transport (a GET after a 500: src/api/transport.ts), then each form.
    expect(asked().filter((p) => p.startsWith(SCHEMA))).toHaveLength(3);
    expect(asked().filter((p) => !p.startsWith(SCHEMA))).toEqual([
      '/api/rest/forms/f-contact',
      '/api/rest/forms/f-newsletter',
      '/api/rest/forms/f-engraving',
    ]);
  });

  it('a 404 from the schema (a platform without it): each form by its own request', async () => {
    platform.faults.push({ method: 'GET', path: SCHEMA, status: 404, body: { message: 'Not found' } });
    expect(idOf(await formDefinition(rt, 'f-contact'))).toBe('f-contact');
    expect(asked()).toEqual([`${SCHEMA}?type=form`, '/api/rest/forms/f-contact']);
  });

  it('no answer (offline): the form fails as offline, no form request is made, and a later call asks the schema again', async () => {
    platform.faults.push({ method: 'GET', path: SCHEMA, networkError: true, times: 3 });
    const error = await failure(formDefinition(rt, 'f-contact'));
    expect(isNetworkError(error)).toBe(true);
    expect(asked().some((p) => p.startsWith('/api/rest/forms/'))).toBe(false);
    expect(idOf(await formDefinition(rt, 'f-contact'))).toBe('f-contact');
    expect(asked().filter((p) => p.startsWith(SCHEMA)).length).toBe(4);
    expect(asked().some((p) => p.startsWith('/api/rest/forms/'))).toBe(false);
  });
});
