// @vitest-environment node
// The census endpoints and validate mode, driven through msw's getResponse as the Node server does.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from './handlers';
import { createState, resetState } from './state';

const ORIGIN = 'http://127.0.0.1:3000';

function platform() {
  const state = createState();
  const handlers = createHandlers(state);
  const post = async (path: string, body: string, type: string, cookie = 'crumb=c1; ss_cvr=v-1; ss_cvt=t-1') =>
    (await getResponse(
      handlers,
      new Request(ORIGIN + path, { method: 'POST', body, headers: { 'content-type': type, cookie, 'X-CSRF-Token': 'c1' } }),
    ))!;
  return { state, post };
}

describe('the census (mock)', () => {
  it('keeps RecordHit (form-encoded, event and data parsed) and the JSON calls with the census cookies sent; a reset empties it', async () => {
    const { state, post } = platform();
    const form = new URLSearchParams({ event: '1', data: JSON.stringify({ pagePath: '/' }), ss_cvr: 'v-1' });
    expect((await post('/api/census/RecordHit', form.toString(), 'application/x-www-form-urlencoded')).status).toBe(204);
    expect((await post('/api/census/button-click', JSON.stringify({ visitorCookie: 'v-1' }), 'application/json')).status).toBe(204);
    expect((await post('/api/census/RecordQuickView/p-tee', '', 'text/plain')).status).toBe(204);
    expect(state.census.map(({ call, fields, cookies }) => ({ call, fields, cookies }))).toEqual([
      {
        call: 'RecordHit',
        fields: { event: 1, data: { pagePath: '/' }, ss_cvr: 'v-1' },
        cookies: { ss_cvr: 'v-1', ss_cvt: 't-1' },
      },
      { call: 'button-click', fields: { visitorCookie: 'v-1' }, cookies: { ss_cvr: 'v-1', ss_cvt: 't-1' } },
      { call: 'RecordQuickView', fields: { id: 'p-tee' }, cookies: { ss_cvr: 'v-1', ss_cvt: 't-1' } },
    ]);
    expect((await post('/api/census/RecordHit', JSON.stringify({ event: 'x' }), 'application/json')).status).toBe(400);
    expect((await post('/api/census/RecordHit', 'event=1&data=nope', 'application/x-www-form-urlencoded')).status).toBe(400);
    expect((await post('/api/census/form-render', '[1]', 'application/json')).status).toBe(400);
    resetState(state);
    expect(state.census).toEqual([]);
  });

  it("overlay (a popup's moment) keeps shown, closed and submitted with the visitor and page fields; any other event is 400", async () => {
    const { state, post } = platform();
    const overlay = (body: object) => post('/api/census/overlay', JSON.stringify(body), 'application/json');
    for (const event of ['shown', 'closed', 'submitted'])
      expect((await overlay({ event, formId: 'f-newsletter', visitorCookie: 'v-1', pagePath: '/' })).status, event).toBe(204);
    expect(state.census.map((c) => [c.call, c.fields.event, c.fields.formId])).toEqual([
      ['overlay', 'shown', 'f-newsletter'],
      ['overlay', 'closed', 'f-newsletter'],
      ['overlay', 'submitted', 'f-newsletter'],
    ]);
    for (const body of [{}, { event: 'open' }, { event: 1 }]) expect((await overlay(body)).status, JSON.stringify(body)).toBe(400);
    expect(state.census).toHaveLength(3);
  });

  it('RecordHit takes an audience event type of spec 001 §3 only (1, 2, 10, 20, 21): a name, another number or none is 400', async () => {
    const { state, post } = platform();
    const hit = (event: string) =>
      post('/api/census/RecordHit', new URLSearchParams({ event, data: '{}' }).toString(), 'application/x-www-form-urlencoded');
    for (const event of ['1', '2', '10', '20', '21']) expect((await hit(event)).status, event).toBe(204);
    expect(state.census.map((c) => c.fields.event)).toEqual([1, 2, 10, 20, 21]);
    for (const event of ['pageview', '0', '3', '1.0', ' 1', '01', '-1', '']) {
      const answer = await hit(event);
      expect(answer.status, event).toBe(400);
      if (event)
        expect(((await answer.json()) as { message: string }).message).toBe(
          'event must be an audience event type (spec 001 §3): 1, 2, 10, 20, 21.',
        );
    }
    expect(state.census).toHaveLength(5);
  });

  it('the newer tracker: an eventContent whose client_version is not the collector version 4.8.0 (spec 001 §9) is 400, beacon or JSON', async () => {
    const { state, post } = platform();
    const form = (content: object) =>
      new URLSearchParams({ eventSchemaName: 'commerce_view_cart', eventContent: JSON.stringify(content) }).toString();
    const beacon = (content: object, path = '/api/v1/clanker/events') => post(path, form(content), 'application/x-www-form-urlencoded', '');
    expect((await beacon({ client_name: 'storefront-widgets', client_version: '4.8.0', sdk_version: '0.1.0' })).status).toBe(202);
    const refused = await beacon({ client_name: 'storefront-widgets', client_version: '0.1.0' });
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { message: 'client_version must be the collector version 4.8.0 (spec 001 §9), not "0.1.0".' },
    ]);
    expect((await beacon({ client_version: 4.8 })).status).toBe(400);
    expect((await beacon({ client_version: '0.1.0' }, '/api/v1/clanker/validate-event-content/commerce_view_cart')).status).toBe(400);
    const json = JSON.stringify({ eventSchemaName: 'commerce_view_cart', eventContent: { client_version: 'dev' } });
    expect((await post('/api/v1/clanker/events', json, 'application/json', '')).status).toBe(400);
    expect(state.analyticsEvents.map((e) => e.eventContent['client_version'])).toEqual(['4.8.0']);
  });

  it('validate mode: the content kept with validate: true, answered { valid: true }, no crumb needed (a beacon has no header)', async () => {
    const { state, post } = platform();
    const body = new URLSearchParams({ eventSchemaName: 'commerce_view_cart', eventContent: JSON.stringify({ quantity: 1 }) }).toString();
    const answer = await post('/api/v1/clanker/validate-event-content/commerce_view_cart', body, 'application/x-www-form-urlencoded', '');
    expect(await answer.json()).toEqual({ valid: true });
    expect(state.analyticsEvents).toMatchObject([{ eventSchemaName: 'commerce_view_cart', eventContent: { quantity: 1 }, validate: true }]);
    expect((await post('/api/v1/clanker/validate-event-content/other', body, 'application/x-www-form-urlencoded', '')).status).toBe(400);
  });

  it("the older tracker: RecordEvent kept (data parsed, the other fields as sent) when its crumb is the cookie's; 401 crumbFail otherwise; a reset empties it", async () => {
    const { state, post } = platform();
    const form = (crumb: string) =>
      new URLSearchParams({
        crumb,
        event: 'video_list_view',
        data: JSON.stringify({ pagePath: '/videos', item_id: 'v-1' }),
        analyticsId: 'a-1',
        sessionId: 's-1',
      }).toString();
    const type = 'application/x-www-form-urlencoded';
    expect((await post('/api/events/RecordEvent', form('c1'), type)).status).toBe(204);
    expect(state.trackerEvents.map(({ event, data, fields }) => ({ event, data, fields }))).toEqual([
      {
        event: 'video_list_view',
        data: { pagePath: '/videos', item_id: 'v-1' },
        fields: { crumb: 'c1', analyticsId: 'a-1', sessionId: 's-1' },
      },
    ]);
    const refused = await post('/api/events/RecordEvent', form('another'), type);
    expect([refused.status, await refused.json()]).toEqual([401, { crumbFail: true, message: 'Missing CSRF token' }]);
    expect((await post('/api/events/RecordEvent', 'crumb=c1&event=x&data=nope', type)).status).toBe(400);
    expect((await post('/api/events/RecordEvent', JSON.stringify({ crumb: 'c1' }), 'application/json')).status).toBe(400);
    expect(state.trackerEvents).toHaveLength(1);
    resetState(state);
    expect(state.trackerEvents).toEqual([]);
  });
});
