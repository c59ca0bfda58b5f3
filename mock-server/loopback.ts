// Who may use the control surface (/__mock/): only the machine the mock runs on. The Node server knows each
// request's peer address and passes it to the handlers in CLIENT_ADDRESS_HEADER (set by the server alone: a header of
// that name from the client is dropped first). The other two hosts have no peer: msw/node answers the test process's
// own requests, and Storybook's service worker the page's, on the visitor's own machine; there the header is absent
// and the request counts as local. No node: imports here: the handlers run in the browser too.

/** The request's peer address, as the Node server saw it (docs/mock-platform.md, "Who may use it"). */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';

const IPV4_LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** 127.0.0.0/8, ::1 (in any spelling), or 127.x.y.z mapped into IPv6 (`::ffff:127.0.0.1`); a zone id is ignored. */
export function isLoopbackAddress(address: string): boolean {
  const a = address.trim().toLowerCase().replace(/%.*$/, '');
  const v4 = /^(?:0{0,4}:){1,5}ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a)?.[1] ?? a;
  const m = IPV4_LOOPBACK.exec(v4);
  if (m) return m.slice(1).every((part) => Number(part) <= 255);
  // IPv6 ::1: every group zero but the last, which is 1 (`::1`, `0::1`, `0:0:0:0:0:0:0:1`).
  return /^(?:0{0,4}:){2,7}0{0,3}1$/.test(a);
}

/**
 * Whether the request comes from this machine: from a loopback address on the Node server; always in msw/node and in
 * the service worker (no peer address: the request is the test's or the page's own).
 */
export function fromThisMachine(request: Request): boolean {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  return address === null || isLoopbackAddress(address);
}
