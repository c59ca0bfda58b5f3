import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { takeFault } from './faults';
import { INVALID_JSON, readJson } from './http';
import type { PlatformState } from './state';

// The fake captcha provider (docs/captcha.md): a reCAPTCHA-compatible script served by the mock platform, so the demo,
// the tests and the stories never reach a real provider. Its `grecaptcha` draws an "I'm not a robot" checkbox; ticking
// it asks the mock for a token, which the mock remembers until a form submission or restock sign-up uses it
// (verifyCaptchaToken: tokens are one-use). Unlike the rest of /__mock/, these two paths are subject to faults, so a
// test can make the script fail to load: [{ "path": "/__mock/captcha.js", "status": 404 }].

export const CAPTCHA_SCRIPT_PATH = '/__mock/captcha.js';
export const CAPTCHA_TOKEN_PATH = '/__mock/captcha/token';
/** Tokens issued and not used yet are kept up to this many (oldest dropped). */
export const CAPTCHA_TOKEN_LIMIT = 1000;
export const INVALID_SITE_KEY = 'ERROR for site owner: Invalid site key';

/** A new token, remembered by the platform until verified. */
export function issueCaptchaToken(state: PlatformState): string {
  const token = `mock-captcha-${state.captchaTokens.length + 1}-${Math.random().toString(36).slice(2, 12)}`;
  state.captchaTokens.push(token);
  if (state.captchaTokens.length > CAPTCHA_TOKEN_LIMIT) state.captchaTokens.splice(0, state.captchaTokens.length - CAPTCHA_TOKEN_LIMIT);
  return token;
}

/** True when `token` is one the fake provider issued and no one has used yet; it cannot be used again. */
export function verifyCaptchaToken(state: PlatformState, token: unknown): boolean {
  const at = typeof token == 'string' ? state.captchaTokens.indexOf(token) : -1;
  if (at < 0) return false;
  state.captchaTokens.splice(at, 1);
  return true;
}

/** Applies a fault rule for this request, if any: a response, or undefined to go on. */
async function fault(state: PlatformState, request: Request): Promise<Response | undefined> {
  const rule = takeFault(state.faults, request.method, new URL(request.url).pathname);
  if (!rule) return undefined;
  if (rule.delayMs) await delay(rule.delayMs);
  if (rule.networkError) return HttpResponse.error();
  if (rule.status === undefined) return undefined;
  return typeof rule.body == 'string' || rule.body === undefined
    ? new HttpResponse(rule.body ?? null, { status: rule.status, headers: rule.headers })
    : HttpResponse.json(rule.body as never, { status: rule.status, headers: rule.headers });
}

export function captchaHandlers(state: PlatformState): HttpHandler[] {
  return [
    http.get(
      `*${CAPTCHA_SCRIPT_PATH}`,
      async ({ request }) =>
        (await fault(state, request)) ??
        new HttpResponse(CAPTCHA_SCRIPT, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } }),
    ),

    // Body { sitekey }: the site key the widget was rendered with must be the settings' one, as a real provider checks.
    http.post(`*${CAPTCHA_TOKEN_PATH}`, async ({ request }) => {
      const failed = await fault(state, request);
      if (failed) return failed;
      const body = await readJson(request);
      const sitekey = body !== INVALID_JSON && typeof body == 'object' && body ? (body as { sitekey?: unknown }).sitekey : undefined;
      const expected = state.settings.captchaSettings?.siteKey;
      if (typeof sitekey != 'string' || !sitekey || (expected && sitekey != expected))
        return HttpResponse.json({ message: INVALID_SITE_KEY }, { status: 400 });
      return HttpResponse.json({ token: issueCaptchaToken(state) });
    }),
  ];
}

/**
 * The script: defines window.grecaptcha with ready, render, getResponse, reset and execute (reCAPTCHA v2's explicit
 * API). render(container, { sitekey, theme, size, callback, 'expired-callback', 'error-callback' }) draws a labelled
 * checkbox ("I'm not a robot"), 302×76 px, or 158×138 px when size is 'compact'; light or dark. Styles are set through
 * the CSSOM (a strict Content-Security-Policy allows that), so it works in a shadow root and on any page.
 */
export const CAPTCHA_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var tokenUrl = new URL(${JSON.stringify(CAPTCHA_TOKEN_PATH)}, script && script.src ? script.src : location.href).href;
  var widgets = [];
  function css(el, styles) { for (var k in styles) el.style[k] = styles[k]; return el; }
  function make(tag, text) { var el = document.createElement(tag); if (text) el.textContent = text; return el; }
  function widget(id) {
    var w = widgets[id === undefined ? 0 : id];
    if (!w) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return w;
  }
  function call(fn, arg) { if (typeof fn == 'function') fn(arg); }
  function clear(w) { w.seq++; w.token = ''; w.input.checked = false; w.input.disabled = false; w.box.setAttribute('data-state', 'unchecked'); }
  function issue(w) {
    var seq = ++w.seq;
    w.input.checked = true;
    w.status.textContent = '';
    w.box.setAttribute('data-state', 'verifying');
    return fetch(tokenUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sitekey: w.params.sitekey }) })
      .then(function (r) { return r.json().then(function (body) { return { ok: r.ok, body: body }; }); })
      .then(function (res) {
        if (seq !== w.seq) return;
        if (!res.ok || !res.body || !res.body.token) throw new Error((res.body && res.body.message) || 'The captcha could not be verified.');
        w.token = res.body.token;
        w.box.setAttribute('data-state', 'verified');
        call(w.params.callback, w.token);
      })
      .catch(function (error) {
        if (seq !== w.seq) return;
        clear(w);
        w.status.textContent = error && error.message && error.message.indexOf('ERROR') === 0 ? error.message : 'Verification failed, please try again.';
        call(w.params['error-callback']);
      });
  }
  function render(container, params) {
    if (typeof container == 'string') container = document.getElementById(container);
    if (!container || container.nodeType !== 1) throw new Error('grecaptcha (mock): render needs a container element');
    if (container.__mockCaptcha && container.contains(container.__mockCaptcha.box)) throw new Error('reCAPTCHA has already been rendered in this element');
    params = params || {};
    if (!params.sitekey) throw new Error('Missing required parameters: sitekey');
    var compact = params.size === 'compact';
    var dark = params.theme === 'dark';
    var box = css(make('div'), {
      boxSizing: 'border-box', width: compact ? '158px' : '302px', height: compact ? '138px' : '76px',
      display: 'flex', flexDirection: compact ? 'column' : 'row', alignItems: compact ? 'flex-start' : 'center',
      justifyContent: 'space-between', gap: '8px', padding: '10px 12px', border: '1px solid ' + (dark ? '#555' : '#d3d3d3'),
      borderRadius: '3px', background: dark ? '#222' : '#f9f9f9', color: dark ? '#fff' : '#222',
      font: '14px/1.3 Roboto, Helvetica, Arial, sans-serif', textAlign: 'left'
    });
    box.setAttribute('data-mock-captcha', compact ? 'compact' : 'normal');
    box.setAttribute('data-theme', dark ? 'dark' : 'light');
    box.setAttribute('data-state', 'unchecked');
    var label = css(make('label'), { display: 'flex', alignItems: 'center', gap: '10px', cursor: 'pointer' });
    var input = css(make('input'), { width: '24px', height: '24px', margin: '0', cursor: 'pointer' });
    input.type = 'checkbox';
    label.appendChild(input);
    label.appendChild(make('span', "I'm not a robot"));
    var side = css(make('div'), { display: 'flex', flexDirection: 'column', fontSize: '10px', color: dark ? '#ddd' : '#555' });
    side.appendChild(make('span', 'Mock CAPTCHA'));
    var status = css(make('span'), { color: dark ? '#ffb4ab' : '#b3261e' });
    status.setAttribute('aria-live', 'polite');
    side.appendChild(status);
    box.appendChild(label);
    box.appendChild(side);
    container.appendChild(box);
    var w = { params: params, box: box, input: input, status: status, token: '', seq: 0 };
    input.addEventListener('change', function () {
      if (input.checked) issue(w);
      else { var had = w.token; clear(w); if (had) call(w.params['expired-callback']); }
    });
    container.__mockCaptcha = w;
    widgets.push(w);
    return widgets.length - 1;
  }
  window.grecaptcha = {
    ready: function (callback) { Promise.resolve().then(callback); },
    render: render,
    getResponse: function (id) { return widget(id).token; },
    reset: function (id) { var w = widget(id); clear(w); w.status.textContent = ''; },
    execute: function (id) { var w = widget(id); return w.token ? Promise.resolve() : issue(w); }
  };
})();
`;
