/**
 * Sends a telemetry body that may outlive the page: by `navigator.sendBeacon` when the browser has it and takes it,
 * else a keepalive POST (credentials included) of `body` with `contentType`. Resolves with whether it counts as sent:
 * the beacon was taken, or the POST's status passes `sent` (any 2xx by default). Never rejects.
 */
export async function beaconElsePost(
  url: string,
  beaconBody: BodyInit,
  body: BodyInit,
  contentType: string,
  sent: (status: number) => boolean = (status) => status >= 200 && status < 300,
): Promise<boolean> {
  try {
    if (typeof navigator.sendBeacon == 'function' && navigator.sendBeacon(url, beaconBody)) return true;
    const response = await fetch(url, { method: 'POST', credentials: 'include', keepalive: true, headers: { 'content-type': contentType }, body });
    return sent(response.status);
  } catch {
    return false;
  }
}
