import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import type { FaultRule } from '../../mock-server/faults';
import { fakeProvider } from '../../src/forms/captcha/fakeProvider';
import { navigation } from '../../src/ui/navigate';
import type { Unmount, WidgetContext } from '../../src/types';
import { PAGE_DEFAULTS, parseSiteFormAttributes } from './attributes';
import { mount } from './index';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { testPage } from '../../tests/unit/testRuntime';

/** The page of each test: its runtime is made by the first mount. */
const page = testPage();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const config = widgetTestConfig;

const MESSAGES = {
  invalid: 'One or more fields is invalid, please check your entries.',
  above: 'Your form has encountered a problem. Please scroll down to review.',
  below: 'Your form has encountered a problem. Please scroll up to review.',
  unparsable: 'Could not parse the form fields, please check your entries.',
};

let go: ReturnType<typeof vi.fn<(url: string) => void>>;
const unmounts: Unmount[] = [];
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  document.body.innerHTML = '';
  document.title = 'Contact us';
  history.replaceState(null, '', '/contact');
  ensureCrumbCookie();
  go = vi.fn<(url: string) => void>();
  vi.spyOn(navigation, 'go').mockImplementation(go);
});
afterEach(() => {
  unmounts.splice(0).forEach((u) => u());
  vi.restoreAllMocks();
});

const fault = (rule: FaultRule) => platform.faults.push(rule);
/** The store's requests: not the page's census (docs/analytics.md, "The census"), which counts the form as it shows. */
const storeRequests = () => platform.requests.filter((r) => !r.path.startsWith('/api/census/'));
const calls = (path: string) => platform.requests.filter((r) => r.method == 'POST' && r.path == path).length;
const KEY = '/api/form/FormSubmissionKey';
const SAVE = '/api/form/SaveFormSubmission';
const VALIDATE = (id: string) => `/api/rest/forms/validate/${id}`;
/** Where the definitions come from (src/data/forms.ts; docs/forms.md): the site's forms, once per page. */
const SCHEMA = '/api/template/GetTemplateSchema';
/** The requests for form definitions, in order. */
const gets = () =>
  platform.requests.filter((r) => r.method == 'GET' && (r.path == SCHEMA || r.path.startsWith('/api/rest/forms/'))).map((r) => r.path);

/** JSON text safe inside a <script> element. */
const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

function place(attrs: string, inline?: object) {
  if (inline) document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="form-json">${json(inline)}</script>`);
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="site-form" ${attrs}><a href="/contact-page">Contact us</a></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const emit = vi.fn();
  const report = vi.fn();
  const ctx: WidgetContext = { config, emit, report };
  unmounts.push(mount(el, page.with(ctx)));
  return { el, emit, report };
}

const stateOf = (el: HTMLElement) => el.getAttribute('data-sf-state');
const inState = (el: HTMLElement, state: string) => vi.waitFor(() => expect(stateOf(el)).toBe(state));
const $ = <T extends HTMLElement = HTMLElement>(el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const $$ = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (el: HTMLElement, part: string) => $(el, `[part~=${part}]`)?.textContent ?? null;
const submitButton = (el: HTMLElement) => $<HTMLButtonElement>(el, '[part=submit]')!;
function submit(el: HTMLElement) {
  $(el, 'form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}
function type(el: HTMLElement, selector: string, value: string) {
  const input = $<HTMLInputElement>(el, selector)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const fieldErrors = (el: HTMLElement) => $$(el, '[part=field-error]').map((e) => e.textContent);

/** A small form for most tests: a required email and an optional message. */
const SMALL = {
  id: 'f-newsletter',
  name: 'Newsletter',
  fields: [
    { id: 'email', type: 'email', title: 'Email address', required: true },
    { id: 'name', type: 'name', title: 'Name' },
  ],
  submissionMessage: 'Thank you for signing up!',
};
const EMAIL = 'input[type=email]';

describe('site-form: attributes', () => {
  const el = (attrs: string) => {
    document.body.innerHTML = `<script type="application/json" id="j">${JSON.stringify(SMALL)}</script><script type="application/json" id="bad">{</script><div ${attrs}></div>`;
    return document.body.lastElementChild!;
  };
  it('data-form-id or data-form-json, exactly one; defaults for the page context', () => {
    expect(parseSiteFormAttributes(el('data-form-id="f-1"'))).toEqual({
      source: { kind: 'id', id: 'f-1' },
      newsletter: false,
      novalidate: false,
      page: PAGE_DEFAULTS,
      addressCompletion: true,
    });
    expect(parseSiteFormAttributes(el('data-form-id="f-1" data-novalidate')).novalidate).toBe(true);
    expect(parseSiteFormAttributes(el('data-form-id="f-1" data-address-completion="off"')).addressCompletion).toBe(false);
    expect(() => parseSiteFormAttributes(el('data-form-id="f-1" data-address-completion="maybe"'))).toThrow(/data-address-completion/);
    expect(PAGE_DEFAULTS).toEqual({ pageId: '', contentSource: 'c', pagePermissionTypeValue: 1 });
    const inline = parseSiteFormAttributes(el('data-form-json="#j" data-newsletter'));
    expect([inline.source.kind, inline.source.kind == 'form' && inline.source.form.id, inline.newsletter]).toEqual([
      'form',
      'f-newsletter',
      true,
    ]);
    expect(() => parseSiteFormAttributes(el(''))).toThrow('data-form-id or data-form-json is required');
    expect(() => parseSiteFormAttributes(el('data-form-id="a" data-form-json="#j"'))).toThrow(
      'use data-form-id or data-form-json, not both',
    );
    const lone = document.createElement('div');
    lone.setAttribute('data-form-id', 'f-\ud800');
    expect(() => parseSiteFormAttributes(lone)).toThrow('data-form-id is not well-formed text');
    expect(() => parseSiteFormAttributes(el('data-form-json="#nope"'))).toThrow('data-form-json "#nope" matches no element');
    expect(() => parseSiteFormAttributes(el('data-form-json="#"'))).toThrow('data-form-json "#" is not a valid selector');
    expect(() => parseSiteFormAttributes(el('data-form-json="#bad"'))).toThrow(/the form JSON in #bad is malformed/);
    // A form in any other element (an injected <p>) is refused: its successRedirect never applies.
    const injected = el('data-form-json="#p"');
    injected.insertAdjacentHTML('beforebegin', `<p id="p">${JSON.stringify({ ...SMALL, successRedirect: 'https://evil.example/' })}</p>`);
    expect(() => parseSiteFormAttributes(injected)).toThrow('data-form-json "#p" names a <p>, not a <script type="application/json">');
  });
  it('page context attributes', () => {
    expect(
      parseSiteFormAttributes(el('data-form-id="f" data-page-id="p-9" data-content-source="i" data-page-permission-type="2"')).page,
    ).toEqual({
      pageId: 'p-9',
      contentSource: 'i',
      pagePermissionTypeValue: 2,
    });
    expect(() => parseSiteFormAttributes(el('data-form-id="f" data-content-source="x"'))).toThrow(
      'data-content-source "x" must be "i" (item) or "c" (collection)',
    );
    expect(() => parseSiteFormAttributes(el('data-form-id="f" data-page-permission-type="public"'))).toThrow(
      'data-page-permission-type "public" must be a whole number',
    );
  });
  it('a bad attribute fails the mount (the loader logs it; the fallback stays)', () => {
    expect(() => place('')).toThrow('data-form-id or data-form-json is required');
  });
});

describe('site-form: loading and rendering', () => {
  it('data-form-id: the fallback while loading, then the fields, the disclaimer and the submit button', async () => {
    fault({ method: 'GET', path: SCHEMA, delayMs: 50, times: 1 });
    const { el } = place('data-form-id="f-contact"');
    expect(stateOf(el)).toBe('loading');
    expect($(el, 'slot')).not.toBeNull();
    await inState(el, 'idle');
    expect($$(el, '[part=field]')).toHaveLength(16); // every kind but section and hidden
    expect($$(el, '[part~=section]')).toHaveLength(1);
    expect(text(el, 'disclaimer')).toBe('We use your details only to answer you.');
    expect(submitButton(el).textContent).toBe('Submit');
    expect(submitButton(el).type).toBe('submit');
    expect($(el, 'form')!.getAttribute('aria-label')).toBe('Contact');
    expect($(el, '[part=site-form]')!.dataset.state).toBe('idle');
    expect(text(el, 'problem-above')).toBeNull();
    expect($(el, '[part=message]')!.getAttribute('role')).toBe('alert');
  });

  it('two forms on one page: their definitions from one GetTemplateSchema request (type=form), none asked for alone', async () => {
    const contact = place('data-form-id="f-contact"');
    const newsletter = place('data-form-id="f-newsletter" data-newsletter');
    await inState(contact.el, 'idle');
    await inState(newsletter.el, 'idle');
    expect(submitButton(newsletter.el).textContent).toBe('Sign Up');
    expect($$(contact.el, '[part=field]')).toHaveLength(16);
    expect(gets()).toEqual([SCHEMA]);
    expect(platform.requests.find((r) => r.path == SCHEMA)!.query).toEqual({ type: 'form' });
    // A third, mounted later on the same page: nothing asked.
    const third = place('data-form-id="f-newsletter"');
    await inState(third.el, 'idle');
    expect(gets()).toEqual([SCHEMA]);
  });

  it('a form the schema answer lacks is asked for alone; a failing schema call (500): each form alone', async () => {
    platform.faults.push({
      method: 'GET',
      path: SCHEMA,
      status: 200,
      body: { forms: platform.forms.filter((f) => f.id != 'f-newsletter') },
      times: 1,
    });
    const a = place('data-form-id="f-contact"');
    const b = place('data-form-id="f-newsletter"');
    await inState(a.el, 'idle');
    await inState(b.el, 'idle');
    expect(gets()).toEqual([SCHEMA, '/api/rest/forms/f-newsletter']);

    unmounts.splice(0).forEach((u) => u());
    page.reset(); // another page
    platform.requests.length = 0;
    platform.faults.push({ method: 'GET', path: SCHEMA, status: 500 });
    const c = place('data-form-id="f-contact"');
    const d = place('data-form-id="f-newsletter"');
    await inState(c.el, 'idle');
    await inState(d.el, 'idle');
    // The schema call is tried three times (the transport retries a GET after a 500), then each form alone.
    expect(gets()).toEqual([SCHEMA, SCHEMA, SCHEMA, '/api/rest/forms/f-contact', '/api/rest/forms/f-newsletter']);
  });

  it('a form that cannot be loaded (in neither answer): one report, state unavailable, the fallback', async () => {
    const { el, report } = place('data-form-id="f-missing"');
    await inState(el, 'unavailable');
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(String(report.mock.calls[0]![1])).toMatch(
      /site-form: form "f-missing" could not be loaded: .*\(GET \/api\/rest\/forms\/f-missing/,
    );
    await vi.waitFor(() => expect($(el, 'slot')).not.toBeNull());
  });

  it('a definition that is not a valid form: one report naming the problem', async () => {
    platform.forms.push({ ...platform.forms[0]!, id: 'f-broken', fields: [{ id: 'a', type: 'file', title: 'A', required: false }] });
    const { el, report } = place('data-form-id="f-broken"');
    await inState(el, 'unavailable');
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(String(report.mock.calls[0]![1])).toContain('form "f-broken" is not a valid form: field "a" has unknown type "file"');
  });

  it('data-form-json: rendered at once, no request; data-newsletter: "Sign Up"', () => {
    const { el } = place('data-form-json="#form-json" data-newsletter', SMALL);
    expect(stateOf(el)).toBe('idle');
    expect(submitButton(el).textContent).toBe('Sign Up');
    expect(storeRequests()).toHaveLength(0);
  });
});

describe('site-form: client rules', () => {
  it('an empty required field: "Required" above it, the form message, the messages above and below, focus on the first invalid field; nothing sent', async () => {
    const { el } = place('data-form-json="#form-json"', SMALL);
    submit(el);
    await inState(el, 'error');
    expect(fieldErrors(el)).toEqual(['Required']);
    expect(text(el, 'message')).toBe(MESSAGES.invalid);
    expect(text(el, 'problem-above')).toBe(MESSAGES.above);
    expect(text(el, 'problem-below')).toBe(MESSAGES.below);
    // Above the form's fields and below the button.
    const parts = $$(el, 'form > [part]').map((p) => p.getAttribute('part'));
    expect([parts[0], parts.at(-1)]).toEqual(['problem-above', 'problem-below']);
    await vi.waitFor(() => expect(el.shadowRoot!.activeElement).toBe($(el, EMAIL)));
    expect($(el, EMAIL)!.getAttribute('aria-invalid')).toBe('true');
    expect(storeRequests()).toHaveLength(0);
  });

  it('an invalid email: the email message; a newsletter form has no messages above and below', async () => {
    const { el } = place('data-form-json="#form-json" data-newsletter', SMALL);
    type(el, EMAIL, 'ada@');
    submit(el);
    await inState(el, 'error');
    expect(fieldErrors(el)).toEqual(['Email is not valid. Email addresses should follow the format user@domain.com.']);
    expect(text(el, 'message')).toBe(MESSAGES.invalid);
    expect(text(el, 'problem-above')).toBeNull();
    expect(text(el, 'problem-below')).toBeNull();
  });

  it('data-novalidate turns the client rules off: the answers go to the server, whose errors show per field', async () => {
    const { el } = place('data-form-json="#form-json" data-novalidate', SMALL);
    type(el, EMAIL, 'ada@bounce.test');
    submit(el);
    await inState(el, 'error');
    expect(storeRequests().map((r) => r.path)).toEqual(['/api/rest/forms/validate/f-newsletter']);
    expect(fieldErrors(el)).toEqual(['This address cannot receive mail.']);
    type(el, EMAIL, '');
    submit(el);
    await vi.waitFor(() => expect(storeRequests()).toHaveLength(2)); // no client "Required": the server is asked
    await inState(el, 'error');
    expect(fieldErrors(el)).toEqual(['Required']);
  });

  it('the textarea limit, on the contact form', async () => {
    const { el } = place('data-form-id="f-contact"');
    await inState(el, 'idle');
    type(el, 'textarea', 'x'.repeat(201));
    submit(el);
    await inState(el, 'error');
    expect(fieldErrors(el)).toEqual(['Required', 'Required', 'You have exceeded the character limit.', 'Required', 'Required', 'Required']);
    expect(text(el, 'field-counter')).toBe('201/200');
  });

  it('answers that cannot be serialised (a page script broke JSON): "Could not parse the form fields…", nothing sent, input kept', async () => {
    const { el } = place('data-form-json="#form-json"', SMALL);
    type(el, EMAIL, 'ada@example.com');
    // The page's census (its view, the form's render) gone out first: a request in flight while JSON is broken fails
    // inside the mock's own answer (msw), which no code of the page could catch.
    await vi.waitFor(() => expect(platform.census.map((c) => c.call).sort()).toEqual(['RecordHit', 'form-render']), { timeout: 5000 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(Array.prototype, 'toJSON', {
      configurable: true,
      value: () => {
        throw new Error('toJSON is broken');
      },
    });
    try {
      submit(el);
      await inState(el, 'error');
    } finally {
      delete (Array.prototype as { toJSON?: unknown }).toJSON;
    }
    expect(text(el, 'message')).toBe(MESSAGES.unparsable);
    expect(text(el, 'problem-above')).toBe(MESSAGES.above);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('the answers could not be serialised: toJSON is broken'));
    expect(storeRequests()).toHaveLength(0);
    expect($<HTMLInputElement>(el, EMAIL)!.value).toBe('ada@example.com');
  });
});

describe('site-form: submitting', () => {
  it('validate → key → save with the answers and the page context; the success message gets focus; an event', async () => {
    history.replaceState(null, '', '/contact?ref=newsletter-ad');
    platform.forms.push({
      ...platform.forms[1]!,
      id: 'f-signup',
      fields: [...platform.forms[1]!.fields, { id: 'campaign', type: 'hidden', title: '', required: false, key: 'ref', value: 'direct' }],
    });
    const { el, emit } = place('data-form-id="f-signup" data-page-id="page-7" data-content-source="i" data-page-permission-type="3"');
    await inState(el, 'idle');
    type(el, EMAIL, 'ada@example.com');
    type(el, 'input[autocomplete=given-name]', 'Ada');
    submit(el);
    await inState(el, 'success');
    expect(platform.requests.filter((r) => r.method == 'POST' && !r.path.startsWith('/api/census/')).map((r) => r.path)).toEqual([
      VALIDATE('f-signup'),
      KEY,
      SAVE,
    ]);
    expect(platform.submissions).toHaveLength(1);
    const { payload, formId } = platform.submissions[0]!;
    expect(formId).toBe('f-signup');
    expect(payload).toEqual({
      key: expect.stringMatching(/^key-/) as unknown,
      form: { email: 'ada@example.com', name: ['Ada', ''], campaign: 'newsletter-ad' },
      pageTitle: 'Contact us',
      pageId: 'page-7',
      contentSource: 'i',
      pagePath: '/contact',
      pagePermissionTypeValue: 3,
    });
    expect($(el, 'form')).toBeNull();
    expect(text(el, 'submission-message')).toBe('Thank you for signing up!');
    expect(el.shadowRoot!.activeElement).toBe($(el, '[part=success]'));
    expect(emit).toHaveBeenCalledWith('form-submitted', { formId: 'f-signup', redirect: null });
  });

  it('the default page context', async () => {
    const { el } = place('data-form-json="#form-json"', SMALL);
    type(el, EMAIL, 'ada@example.com');
    submit(el);
    await inState(el, 'success');
    expect(platform.submissions[0]!.payload).toMatchObject({
      pageTitle: 'Contact us',
      pageId: '',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
    });
  });

  it('while in flight: "Submitting…", marked busy; a burst of submits sends one of each request', async () => {
    fault({ method: 'POST', path: KEY, delayMs: 80, times: 1 });
    const { el } = place('data-form-json="#form-json"', SMALL);
    type(el, EMAIL, 'ada@example.com');
    for (let i = 0; i < 5; i++) submit(el);
    submitButton(el).click();
    await inState(el, 'submitting');
    const button = submitButton(el);
    expect([button.textContent, button.getAttribute('aria-busy'), button.getAttribute('aria-disabled'), button.dataset.state]).toEqual([
      'Submitting…',
      'true',
      'true',
      'submitting',
    ]);
    expect($(el, 'form')!.getAttribute('aria-busy')).toBe('true');
    submit(el);
    await inState(el, 'success');
    expect([calls(VALIDATE('f-newsletter')), calls(KEY), calls(SAVE)]).toEqual([1, 1, 1]);
    expect(platform.submissions).toHaveLength(1);
  });

  it('once saved, the lock stays: submits while the success content loads send nothing', async () => {
    const { el } = place('data-form-json="#form-json"', { ...SMALL, submissionHTML: '<p>Welcome</p>' });
    type(el, EMAIL, 'ada@example.com');
    submit(el);
    await vi.waitFor(() => expect(platform.submissions).toHaveLength(1), { interval: 1 });
    if ($(el, 'form')) for (let i = 0; i < 3; i++) submit(el);
    await inState(el, 'success');
    expect([calls(VALIDATE('f-newsletter')), calls(KEY), calls(SAVE)]).toEqual([1, 1, 1]);
  });

  // Hostile HTML is tested in Chromium (tests/e2e/site-form.test.ts): happy-dom does not sanitise faithfully.
  it('the post-submit HTML, through sanitizeHtml', async () => {
    const { el } = place('data-form-json="#form-json"', { ...SMALL, submissionHTML: '<p>Read <a href="/news">our news</a></p>' });
    type(el, EMAIL, 'ada@example.com');
    submit(el);
    await inState(el, 'success');
    const box = $(el, '[part=submission-html]')!;
    await vi.waitFor(() => expect(box.querySelector('a[href="/news"]')).not.toBeNull());
    expect(box.textContent).toBe('Read our news');
    expect(text(el, 'submission-message')).toBe('Thank you for signing up!');
  });
});

describe('site-form: successRedirect', () => {
  const withRedirect = (successRedirect: string) => place('data-form-json="#form-json"', { ...SMALL, successRedirect });
  it.each([
    ['/thank-you?from=form', '/thank-you?from=form'],
    ['https://other.example/welcome', 'https://other.example/welcome'],
  ])('%s: goes there (state redirecting)', async (redirect, to) => {
    const { el, emit } = withRedirect(redirect);
    type(el, EMAIL, 'ada@example.com');
    submit(el);
    await inState(el, 'redirecting');
    expect(go).toHaveBeenCalledWith(to);
    expect(emit).toHaveBeenCalledWith('form-submitted', { formId: 'f-newsletter', redirect: to });
  });

  it.each(['javascript:alert(1)', ' javascript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,x'])(
    '%s: refused (a warning); the submission message instead',
    async (redirect) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { el } = withRedirect(redirect);
      type(el, EMAIL, 'ada@example.com');
      submit(el);
      await inState(el, 'success');
      expect(go).not.toHaveBeenCalled();
      expect(text(el, 'submission-message')).toBe('Thank you for signing up!');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('successRedirect'));
    },
  );
});

describe('site-form: failures (spec 001 §8)', () => {
  async function failingSubmit(rule: FaultRule | null, attrs = '') {
    if (rule) fault(rule);
    const { el } = place(`data-form-json="#form-json" ${attrs}`, SMALL);
    type(el, EMAIL, 'ada@example.com');
    type(el, 'input[autocomplete=given-name]', 'Ada');
    submit(el);
    await inState(el, 'error');
    return el;
  }
  const keptInput = (el: HTMLElement) => [
    $<HTMLInputElement>(el, EMAIL)!.value,
    $<HTMLInputElement>(el, 'input[autocomplete=given-name]')!.value,
  ];

  it.each([
    [401, {}, 'Unable to submit form. Please try again later.'],
    [404, {}, 'This form has not been configured yet.'],
    [429, {}, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, {}, 'Unable to send form. Please try again later.'],
    [400, { error: 'The form is closed.' }, 'The form is closed.'],
    [400, {}, 'Unknown error, please try again later.'],
    [503, { error: 'Down for maintenance.' }, 'Down for maintenance.'],
    [502, {}, 'Unknown error, please try again later.'],
  ])('save answers %i %j: "%s", the messages around the form, submit unlocked, input kept', async (status, body, message) => {
    const el = await failingSubmit({ method: 'POST', path: SAVE, status, body, times: 1 });
    expect(text(el, 'message')).toBe(message);
    expect(text(el, 'problem-above')).toBe(MESSAGES.above);
    expect(text(el, 'problem-below')).toBe(MESSAGES.below);
    expect(fieldErrors(el)).toEqual([]);
    expect(keptInput(el)).toEqual(['ada@example.com', 'Ada']);
    expect(submitButton(el).textContent).toBe('Submit');
    expect(submitButton(el).hasAttribute('aria-disabled')).toBe(false);
    // Unlocked: the next submit goes through.
    submit(el);
    await inState(el, 'success');
    expect(platform.submissions).toHaveLength(1);
  });

  it('save answers 400 with an errors map: each message above its field, the form message, focus on the field', async () => {
    const el = await failingSubmit({
      method: 'POST',
      path: SAVE,
      status: 400,
      body: { errors: { email: 'Already subscribed.' } },
      times: 1,
    });
    expect(fieldErrors(el)).toEqual(['Already subscribed.']);
    expect(text(el, 'message')).toBe(MESSAGES.invalid);
    await vi.waitFor(() => expect(el.shadowRoot!.activeElement).toBe($(el, EMAIL)));
  });

  it('the server check refuses a field (the mock refuses bounce.test addresses): its error shown above the field, nothing saved', async () => {
    const { el } = place('data-form-json="#form-json"', SMALL);
    type(el, EMAIL, 'ada@bounce.test');
    submit(el);
    await inState(el, 'error');
    expect(fieldErrors(el)).toEqual(['This address cannot receive mail.']);
    expect(text(el, 'message')).toBe(MESSAGES.invalid);
    expect([calls(KEY), calls(SAVE)]).toEqual([0, 0]);
    await vi.waitFor(() => expect(el.shadowRoot!.activeElement).toBe($(el, EMAIL)));
    // Editing the field clears its error.
    type(el, EMAIL, 'ada@example.com');
    await vi.waitFor(() => expect(fieldErrors(el)).toEqual([]));
  });

  it('the server check answers 404: "This form has not been configured yet."', async () => {
    const el = await failingSubmit({ method: 'POST', path: VALIDATE('f-newsletter'), status: 404, body: { error: 'Form not found.' } });
    expect(text(el, 'message')).toBe('This form has not been configured yet.');
    expect(calls(KEY)).toBe(0);
  });

  it('no key: "Could not get a form submission key, please try again later."', async () => {
    const el = await failingSubmit({ method: 'POST', path: KEY, status: 500, times: 1 });
    expect(text(el, 'message')).toBe('Could not get a form submission key, please try again later.');
    expect(calls(SAVE)).toBe(0);
  });

  it('a key answer without a key: the same message', async () => {
    const el = await failingSubmit({ method: 'POST', path: KEY, status: 200, body: {}, times: 1 });
    expect(text(el, 'message')).toBe('Could not get a form submission key, please try again later.');
  });

  it('no network: "Please check your internet connection."', async () => {
    const el = await failingSubmit({ method: 'POST', path: SAVE, networkError: true, times: 1 });
    expect(text(el, 'message')).toBe('Please check your internet connection.');
  });

  it('the crumb refused: the session message', async () => {
    const el = await failingSubmit({ method: 'POST', path: SAVE, status: 401, body: { crumbFail: true, message: 'Missing CSRF token' } });
    expect(text(el, 'message')).toBe('Your session has expired. Please reload the page and try again.');
  });

  it('anything else (not a StorefrontError): "Error processing form submission. Please reload and try again." (logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(document, 'title', 'get').mockImplementation(() => {
      throw new Error('title is broken');
    });
    const el = await failingSubmit(null);
    expect(text(el, 'message')).toBe('Error processing form submission. Please reload and try again.');
    expect(error).toHaveBeenCalled();
  });

  it('a newsletter form: the message and field errors only', async () => {
    const el = await failingSubmit({ method: 'POST', path: SAVE, status: 500, times: 1 }, 'data-newsletter');
    expect(text(el, 'message')).toBe('Unable to send form. Please try again later.');
    expect(text(el, 'problem-above')).toBeNull();
    expect(text(el, 'problem-below')).toBeNull();
  });

  it('a site can override the strings (localizedStrings)', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="s">${JSON.stringify({ localizedStrings: { formSubmit: 'Send', formProblemAbove: 'Look below.' } })}</script>`,
    );
    fault({ method: 'POST', path: SAVE, status: 500, times: 1 });
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="form-json">${json(SMALL)}</script><div data-sf-widget="site-form" data-form-json="#form-json"></div>`,
    );
    const el = document.body.lastElementChild as HTMLElement;
    unmounts.push(mount(el, page.with({ config: { ...config, settings: '#s' }, emit: vi.fn(), report: vi.fn() })));
    await vi.waitFor(() => expect(submitButton(el).textContent).toBe('Send'));
    type(el, EMAIL, 'ada@example.com');
    submit(el);
    await inState(el, 'error');
    expect(text(el, 'problem-above')).toBe('Look below.');
  });
});

describe('site-form: captcha (captchaEnabled)', () => {
  const win = window as unknown as { grecaptcha?: unknown };
  let fake: ReturnType<typeof fakeProvider>;
  beforeEach(() => {
    fake = fakeProvider();
    win.grecaptcha = fake;
  });
  afterEach(() => {
    delete win.grecaptcha;
  });

  /** A captcha form (the mock's f-newsletter with captchaEnabled), the site key in the page's settings. */
  async function placeCaptchaForm() {
    platform.forms[1]!.captchaEnabled = true;
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="s">${json({ captchaSettings: { siteKey: 'k1' } })}</script>`,
    );
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="site-form" data-form-id="f-newsletter"></div>');
    const el = document.body.lastElementChild as HTMLElement;
    unmounts.push(mount(el, page.with({ config: { ...config, settings: '#s' }, emit: vi.fn(), report: vi.fn() })));
    await inState(el, 'idle');
    await vi.waitFor(() => expect($(el, '[part=captcha]')?.dataset.state).toBe('ready'));
    return el;
  }

  it('rendered once inside the form, before the disclaimer and button, with the form theme', async () => {
    const el = await placeCaptchaForm();
    expect(fake.widgets).toHaveLength(1);
    expect(fake.widgets[0]!.container).toBe($(el, '[part=captcha]'));
    expect(fake.widgets[0]!.params).toMatchObject({ sitekey: 'k1', theme: 'light' });
    expect($$(el, 'form > [part]').map((p) => p.getAttribute('part'))).toEqual(['fields', 'captcha', 'message', 'submit']);
  });

  it('not completed: "Complete CAPTCHA before submitting.", nothing sent', async () => {
    const el = await placeCaptchaForm();
    type(el, EMAIL, 'ada@example.com');
    submit(el);
    await inState(el, 'error');
    expect(text(el, 'message')).toBe('Complete CAPTCHA before submitting.');
    expect(text(el, 'problem-above')).toBe(MESSAGES.above);
    expect(platform.requests.filter((r) => r.method == 'POST' && !r.path.startsWith('/api/census/'))).toHaveLength(0);
  });

  it('completed: its token goes as captchaKey; a refused token shows the server text and resets the captcha', async () => {
    const el = await placeCaptchaForm();
    type(el, EMAIL, 'ada@example.com');
    fake.complete(0, 'not-issued');
    submit(el);
    await inState(el, 'error');
    expect(text(el, 'message')).toBe('Complete CAPTCHA before submitting.'); // the mock's 400 data.error
    expect(fake.calls).toContain('reset 0');
    expect($<HTMLInputElement>(el, EMAIL)!.value).toBe('ada@example.com');

    platform.captchaTokens.push('issued-token');
    fake.complete(0, 'issued-token');
    submit(el);
    await inState(el, 'success');
    expect(platform.submissions[0]!.payload.captchaKey).toBe('issued-token');
  });

  it('a server failure resets the captcha', async () => {
    const el = await placeCaptchaForm();
    fault({ method: 'POST', path: SAVE, status: 500, times: 1 });
    type(el, EMAIL, 'ada@example.com');
    fake.complete(0, 'tok');
    submit(el);
    await inState(el, 'error');
    expect(text(el, 'message')).toBe('Unable to send form. Please try again later.');
    expect(fake.calls).toContain('reset 0');
  });
});
