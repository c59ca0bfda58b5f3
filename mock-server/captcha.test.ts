// The fake captcha provider: its script in happy-dom (fetched from the mock, then run), its tokens, and the token check
// of SaveFormSubmission.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_SCRIPT, INVALID_SITE_KEY, issueCaptchaToken, verifyCaptchaToken } from './captcha';
import { ensureCrumbCookie } from './handlers';
import { resetMockPlatform, server, state } from './node';
import type { CaptchaProvider } from '../src/forms/captcha';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  document.body.replaceChildren();
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

async function runScript(): Promise<CaptchaProvider> {
  const response = await fetch('/__mock/captcha.js');
  expect(response.headers.get('content-type')).toContain('text/javascript');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the served script is run as a page's <script> would run it
  (new Function(await response.text()) as () => void)();
  return (window as unknown as { grecaptcha: CaptchaProvider }).grecaptcha;
}

function container(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  return el;
}

describe('the fake provider script', () => {
  it('is served with the grecaptcha API (ready, render, getResponse, reset, execute)', async () => {
    const g = await runScript();
    expect(Object.keys(g).sort()).toEqual(['execute', 'getResponse', 'ready', 'render', 'reset']);
    await new Promise<void>((resolve) => g.ready(resolve));
  });

  it('renders a labelled "I\'m not a robot" checkbox; ticking it gets a token the mock remembers; reset clears it', async () => {
    const g = await runScript();
    const tokens: string[] = [];
    const id = g.render(container(), { sitekey: 'mock-site-key', callback: (t) => tokens.push(t) });
    const box = document.querySelector('[data-mock-captcha]')!;
    expect(box.getAttribute('data-mock-captcha')).toBe('normal');
    const input = box.querySelector('label input[type=checkbox]') as HTMLInputElement;
    expect(input.closest('label')!.textContent).toBe("I'm not a robot");
    expect(g.getResponse(id)).toBe('');
    input.click();
    await expect.poll(() => g.getResponse(id)).toMatch(/^mock-captcha-/);
    expect(tokens).toEqual([g.getResponse(id)]);
    expect(state.captchaTokens).toEqual(tokens);
    expect(box.getAttribute('data-state')).toBe('verified');
    g.reset(id);
    expect(g.getResponse(id)).toBe('');
    expect(input.checked).toBe(false);
  });

  it('compact and dark variants; a container renders once', async () => {
    const g = await runScript();
    const el = container();
    g.render(el, { sitekey: 'mock-site-key', size: 'compact', theme: 'dark' });
    const box = el.querySelector('[data-mock-captcha]') as HTMLElement;
    expect([box.getAttribute('data-mock-captcha'), box.getAttribute('data-theme'), box.style.width]).toEqual(['compact', 'dark', '158px']);
    expect(() => g.render(el, { sitekey: 'mock-site-key' })).toThrow('already been rendered');
  });

  it('execute issues a token without a click', async () => {
    const g = await runScript();
    const id = g.render(container(), { sitekey: 'mock-site-key' });
    await g.execute(id);
    expect(g.getResponse(id)).toMatch(/^mock-captcha-/);
  });

  it('a wrong site key: no token, the error shown in the widget, error-callback called', async () => {
    const g = await runScript();
    let failed = 0;
    const el = container();
    const id = g.render(el, { sitekey: 'not-the-key', 'error-callback': () => failed++ });
    (el.querySelector('input') as HTMLInputElement).click();
    await expect.poll(() => failed).toBe(1);
    expect(g.getResponse(id)).toBe('');
    expect(el.textContent).toContain(INVALID_SITE_KEY);
  });

  it('is subject to faults (a test can make it fail to load)', async () => {
    state.faults = [{ path: '/__mock/captcha.js', status: 404, times: 1 }];
    expect((await fetch('/__mock/captcha.js')).status).toBe(404);
    expect((await fetch('/__mock/captcha.js')).status).toBe(200);
  });

  it('the script is plain JavaScript that parses', () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- parsing the served script is what this test checks
    expect(() => new Function(CAPTCHA_SCRIPT)).not.toThrow();
  });
});

describe('tokens', () => {
  it('are one-use', () => {
    const token = issueCaptchaToken(state);
    expect(verifyCaptchaToken(state, 'other')).toBe(false);
    expect(verifyCaptchaToken(state, undefined)).toBe(false);
    expect(verifyCaptchaToken(state, token)).toBe(true);
    expect(verifyCaptchaToken(state, token)).toBe(false);
  });

  it('SaveFormSubmission of a captcha form needs an issued token, once', async () => {
    state.forms[1]!.captchaEnabled = true;
    const crumb = ensureCrumbCookie();
    const save = async (captchaKey?: string) => {
      const { key } = (await (
        await fetch('/api/form/FormSubmissionKey', { method: 'POST', headers: { 'X-CSRF-Token': crumb } })
      ).json()) as { key: string };
      const response = await fetch('/api/form/SaveFormSubmission', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': crumb },
        body: JSON.stringify({ key, form: JSON.stringify({ email: 'ann@example.com' }), captchaKey }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await save()).toEqual({ status: 400, body: { error: 'Complete CAPTCHA before submitting.' } });
    const token = issueCaptchaToken(state);
    expect((await save(token)).status).toBe(200);
    expect(await save(token)).toEqual({ status: 400, body: { error: 'Complete CAPTCHA before submitting.' } });
  });
});
