/**
 * Sends a telemetry body that may outlive the page: by `navigator.sendBeacon` when the browser has it and takes it,
 * else a POST (credentials included) of `body` with `contentType`. Resolves with whether it counts as sent: the beacon
 * was taken, or the POST's status passes `sent` (any 2xx by default). Never rejects.
 * The POST is `keepalive` only where the browser has no beacon. A browser that refuses a beacon would refuse a
 * keepalive POST as well: Chromium allows a page 64 KiB of keepalive bodies in flight, beacons included, and a host
 * page's own beacons that hang (an analytics vendor's) can hold all of it. A plain POST still goes; only a page being
 * unloaded may cancel it.
 */
export async function beaconElsePost(
  url: string,
  beaconBody: BodyInit,
  body: BodyInit,
  contentType: string,
  sent: (status: number) => boolean = (status) => status >= 200 && status < 300,
): Promise<boolean> {
  const beacon = typeof navigator.sendBeacon == 'function';
  try {
    if (beacon && navigator.sendBeacon(url, beaconBody)) return true;
  } catch {
    // A beacon that throws (a host page's wrapper): as one refused.
  }
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      keepalive: !beacon,
      headers: { 'content-type': contentType },
      body,
    });
    return sent(response.status);
  } catch {
    return false;
  }
}
