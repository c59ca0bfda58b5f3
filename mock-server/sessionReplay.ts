// Session replay's id (spec 001 §7): `GET /api/commerce/fullstory/getId` answers `{ data: <id> }`, the visitor's id at the
// session-replay service. The mock's id is `fs-visitor-<n>`, one a call: not a mock id (spec 001 §7: "a mock id means
// skip"), so that a page whose settings turn replay on (the playground's switch) loads the recording script. A test
// answers a mock id, or a failure, with a fault rule (docs/mock-platform.md).
import { http, HttpResponse, type HttpHandler } from 'msw';

/** Where the mock platform answers the id. */
export const REPLAY_ID_PATH = '/api/commerce/fullstory/getId';

export function sessionReplayHandlers(): HttpHandler[] {
  let calls = 0;
  return [http.get(`*${REPLAY_ID_PATH}`, () => HttpResponse.json({ data: `fs-visitor-${++calls}` }))];
}
