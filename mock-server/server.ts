import { existsSync, realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse, type RequestHandler } from 'msw';
import { isTraversal, sendText, serveDemoAsset, servePage, serveSdk } from './files';
import { handlers as sharedHandlers } from './handlers';
import { CLIENT_ADDRESS_HEADER } from './loopback';
import { PICTURE_PATH } from './pictures';
import { TONE_PATH } from './tones';

// The mock platform as a real HTTP server (`npm start`, browser tests): the msw handlers answer /api/ and /__mock/
// through getResponse, so the demo store and the browser tests talk to exactly what unit tests and Storybook use.
// Bundled by rollup to build/mock-server.mjs; imports only node builtins, msw (external) and relative files.

export interface ServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Repo root: demo pages from `<root>/demo/`, the SDK from `<root>/dist/`. */
  root?: string;
  /** Defaults to the shared `handlers`, so several servers in one process are one platform (store + CDN origin). */
  handlers?: RequestHandler[];
}

export interface RunningServer {
  /** `http://host:port/`, with the trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Largest request body accepted under /api/; the platform's payloads are a few KB. */
const MAX_BODY = 1_000_000;
/** Under /__mock/: a catalog may carry hostile test data (a 1 MB product name is 2 MB of UTF-8 as JSON). */
const MAX_CONTROL_BODY = 32_000_000;
/**
 * Hop-by-hop and framing headers: meaningless once the body is buffered into a Fetch Request. And the peer-address
 * header: only this server may say where a request came from (mock-server/loopback.ts).
 */
const SKIP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade', CLIENT_ADDRESS_HEADER]);

/** The repo root: one level above this module (mock-server/server.ts or build/mock-server.mjs), else the cwd. */
export function defaultRoot(): string {
  const up = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  return existsSync(join(up, 'demo')) ? up : process.cwd();
}

async function readBody(req: IncomingMessage, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function toFetchRequest(req: IncomingMessage, origin: string, body: Buffer): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (!SKIP_HEADERS.has(name.toLowerCase())) headers.append(name, req.rawHeaders[i + 1]!);
  }
  // The peer's address, for the control surface's loopback rule; '' (never loopback) if the socket has none left.
  headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? '');
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

async function sendFetchResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
  });
  // Headers.get joins several Set-Cookie values with ", ", which breaks them; getSetCookie keeps each one.
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function serveApi(req: IncomingMessage, res: ServerResponse, origin: string, handlers: RequestHandler[]): Promise<void> {
  const body = await readBody(req, new URL(req.url ?? '/', origin).pathname.startsWith('/__mock/') ? MAX_CONTROL_BODY : MAX_BODY);
  // The rest of the body is left unread: the connection closes after the answer, so the client's next request gets a
  // fresh one (on a kept-alive one it would meet the unread bytes and a reset).
  if (!body) return sendText(res, 413, 'Request body too large', { Connection: 'close' });
  const response = await getResponse(handlers, toFetchRequest(req, origin, body));
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    return void res.end(JSON.stringify({ message: 'Not found' }));
  }
  // HttpResponse.error() (a networkError fault): drop the connection so the client sees a network failure.
  if (response.type === 'error') return void req.socket.destroy();
  await sendFetchResponse(req, res, response);
}

/** Where the handlers answer: the API, the control surface, the pictures and the audio (their answers are JSON). */
const HANDLED_PREFIXES = ['/api/', '/__mock/', PICTURE_PATH, TONE_PATH];

/**
 * A raw path with a ".." segment (also percent-encoded, or with backslashes), a NUL or a malformed escape. Files: 403.
 * Under the handlers' prefixes, where such a segment could only be an id (`/api/commerce/products/%2e%2e`): 404 as for
 * any id naming nothing, or 400 for a path that does not decode, in the API's JSON shape. Never passed on: the URL
 * parser would resolve the dots and hand another path to the handlers.
 */
function refuseTraversal(res: ServerResponse, rawPath: string): void {
  if (!HANDLED_PREFIXES.some((prefix) => rawPath.startsWith(prefix))) return sendText(res, 403, 'Forbidden');
  let wellFormed: boolean;
  try {
    wellFormed = !decodeURIComponent(rawPath).includes('\0');
  } catch {
    wellFormed = false;
  }
  res.writeHead(wellFormed ? 404 : 400, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ message: wellFormed ? 'Not found' : 'The path is not well-formed.' }));
}

async function route(req: IncomingMessage, res: ServerResponse, root: string, origin: string, handlers: RequestHandler[]): Promise<void> {
  const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
  if (isTraversal(rawPath)) return refuseTraversal(res, rawPath);
  const { pathname } = new URL(req.url ?? '/', origin);
  // The product pictures (mock-server/pictures.ts) and the audio (./tones.ts) are made by handlers too, so Storybook's
  // worker serves the same.
  if (HANDLED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return serveApi(req, res, origin, handlers);
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  if (pathname.startsWith('/sdk/')) return serveSdk(req, res, root, pathname.slice('/sdk/'.length));
  if (pathname.startsWith('/assets/')) return serveDemoAsset(req, res, root, pathname.slice('/assets/'.length));
  if (pathname === '/favicon.ico') return void res.writeHead(204).end();
  if (await servePage(req, res, root, pathname)) return;
  sendText(res, 404, 'Not found');
}

/** Starts the mock platform and demo store. Resolves once listening. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { port = 0, host = '127.0.0.1', root = defaultRoot(), handlers = sharedHandlers } = options;
  const absoluteRoot = resolve(root);
  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
    route(req, res, absoluteRoot, origin, handlers).catch((error: unknown) => {
      console.error('[mock-server]', req.method, req.url, error);
      if (!res.headersSent) sendText(res, 500, 'Internal error in the mock platform');
      else res.destroy();
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${actual}/`,
    port: actual,
    close: () =>
      new Promise<void>((ok, fail) => {
        server.close((error) => (error ? fail(error) : ok()));
        server.closeAllConnections(); // keep-alive sockets would otherwise hold close() open
      }),
  };
}

function portFrom(name: string, fallback?: number): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number (0-65535), got "${raw}"`);
  return port;
}

/** `node build/mock-server.mjs`: PORT (4173), HOST (127.0.0.1), optional CDN_PORT for a second origin. */
async function main(): Promise<void> {
  const host = process.env.HOST || '127.0.0.1';
  const store = await startServer({ port: portFrom('PORT', 4173), host });
  const running = [store];
  console.log(`Storefront demo store: ${store.url}`);
  const cdnPort = portFrom('CDN_PORT');
  if (cdnPort !== undefined) {
    const cdn = await startServer({ port: cdnPort, host });
    running.push(cdn);
    console.log(`SDK from a second origin: ${cdn.url}sdk/storefront.js`);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void Promise.allSettled(running.map((s) => s.close())).then(() => process.exit(0));
    });
  }
}

function isEntryPoint(): boolean {
  try {
    return !!process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    console.error(`mock-server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
