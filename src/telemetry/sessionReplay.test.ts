import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaultRule } from '../../mock-server/faults';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { createApi } from '../api/client';
import { createStrings } from '../i18n';
import { parseSiteSettings } from '../settings/siteSettings';
import { MIN_CORES, replayBlocker, startSessionReplay } from './sessionReplay';

// Session replay (spec 000 §7, spec 001 §7–§9; docs/session-replay.md) against the mock platform: each condition alone
// keeps it off.

const SCRIPT = '/assets/session-replay.js';
const ON = [
  { name: 'session-replay', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'all' },
  { name: 'session-replay-sampling', experimentType: 'AB_TEST', variant: 'recorded', segmentName: 'sampled' },
];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  // The recording script, as the page's host would serve it (happy-dom fetches what a <script src> names).
  server.use(http.get(`*${SCRIPT}`, () => new HttpResponse('', { headers: { 'content-type': 'text/javascript' } })));
  document.head.querySelectorAll('script[data-sf-session-replay]').forEach((s) => s.remove());
});
afterEach(() => vi.restoreAllMocks());

function runtime(settings: Record<string, unknown> = {}) {
  return {
    api: createApi('', createStrings({}).t),
    settings: parseSiteSettings({ experiments: ON, sessionReplay: { scriptUrl: SCRIPT }, ...settings }, '#settings'),
  };
}
const getIds = () => platform.requests.filter((r) => r.path == '/api/commerce/fullstory/getId').length;
const fault = (rule: FaultRule) => platform.faults.push(rule);

describe('session replay', () => {
  it("every condition holds: GET getId, then one <script async> of the settings' scriptUrl, the id on it", async () => {
    const script = await startSessionReplay(runtime(), 8);
    expect(getIds()).toBe(1);
    expect(script).not.toBeNull();
    expect(script!.parentNode).toBe(document.head);
    expect(script!.src).toBe(`http://127.0.0.1:3000${SCRIPT}`);
    expect(script!.async).toBe(true);
    expect(script!.dataset.userId).toBe('fs-visitor-1');
  });

  it.each([
    ['the toggle off', { experiments: [{ ...ON[0], variant: 'false' }, ON[1]] }, 8, 'the toggle is off'],
    ['the toggle not named', { experiments: [ON[1]] }, 8, 'the toggle is not named'],
    ['no experiment variant', { experiments: [ON[0], { ...ON[1], variant: '' }] }, 8, 'no experiment variant'],
    ['no experiment', { experiments: [ON[0]] }, 8, 'no experiment variant'],
    ['2 cores', {}, MIN_CORES - 1, 'too few cores'],
    ['cookies restricted', { analytics: { cloneable: true } }, 8, 'cookies restricted'],
    ['no script URL', { sessionReplay: {} }, 8, 'no script URL'],
    ['a script URL that is not http(s)', { sessionReplay: { scriptUrl: 'javascript:alert(1)' } }, 8, 'no script URL'],
  ])('%s: no getId, no script', async (_, settings, cores, reason) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rt = runtime(settings);
    expect(replayBlocker(rt, cores)).toBe(reason);
    expect(await startSessionReplay(rt, cores)).toBeNull();
    expect(getIds()).toBe(0);
    expect(document.querySelector('script[data-sf-session-replay]')).toBeNull();
  });

  it('an id starting with "mock": asked, no script; a failed getId only logs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fault({ method: 'GET', path: '/api/commerce/fullstory/getId', status: 200, body: { data: 'mock-123' }, times: 1 });
    expect(await startSessionReplay(runtime(), 8)).toBeNull();
    expect(getIds()).toBe(1);
    expect(warn).not.toHaveBeenCalled();
    // GETs are retried (src/api/transport.ts): every try fails.
    fault({ method: 'GET', path: '/api/commerce/fullstory/getId', status: 500 });
    await expect(startSessionReplay(runtime(), 8)).resolves.toBeNull();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(['[storefront] session replay: the id could not be read']);
    expect(document.querySelector('script[data-sf-session-replay]')).toBeNull();
  });
});
