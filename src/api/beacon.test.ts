import { afterEach, describe, expect, it, vi } from 'vitest';
import { beaconElsePost } from './beacon';

// How a telemetry body goes (src/api/beacon.ts): the beacon, else a POST, keepalive only where there is no beacon.

const URL_ = 'https://shop.example/api/v1/clanker/events';
const setBeacon = (value: unknown) => Object.defineProperty(navigator, 'sendBeacon', { value, configurable: true, writable: true });
afterEach(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  vi.unstubAllGlobals();
});
/** A fetch that answers `status` and keeps what it was asked. */
function stubFetch(status = 200) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('beaconElsePost', () => {
  it('a beacon the browser takes: sent, and no POST', async () => {
    const beacon = vi.fn(() => true);
    setBeacon(beacon);
    const fetch = stubFetch();
    expect(await beaconElsePost(URL_, 'beacon body', 'post body', 'application/json')).toBe(true);
    expect(beacon).toHaveBeenCalledWith(URL_, 'beacon body');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a beacon the browser refuses (its keepalive allowance in use): a plain POST, which a refused keepalive POST would not be', async () => {
    setBeacon(() => false);
    const fetch = stubFetch(202);
    expect(await beaconElsePost(URL_, 'beacon body', 'post body', 'application/json')).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init.method, init.body, init.keepalive, init.credentials, init.headers]).toEqual([
      URL_,
      'POST',
      'post body',
      false,
      'include',
      { 'content-type': 'application/json' },
    ]);
  });

  it('a beacon that throws (a host page wrapped it): as one refused', async () => {
    setBeacon(() => {
      throw new TypeError('Illegal invocation');
    });
    const fetch = stubFetch();
    expect(await beaconElsePost(URL_, 'b', 'p', 'text/plain')).toBe(true);
    expect(fetch.mock.calls[0]![1].keepalive).toBe(false);
  });

  it('no beacon: a keepalive POST; its status decides, and a failure resolves false', async () => {
    setBeacon(undefined);
    let fetch = stubFetch(200);
    expect(await beaconElsePost(URL_, 'b', 'p', 'text/plain', (s) => s == 202)).toBe(false);
    expect(fetch.mock.calls[0]![1].keepalive).toBe(true);
    fetch = stubFetch(204);
    expect(await beaconElsePost(URL_, 'b', 'p', 'text/plain')).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await beaconElsePost(URL_, 'b', 'p', 'text/plain')).toBe(false);
  });
});
