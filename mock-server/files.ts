import { randomBytes } from 'node:crypto';
import { stat, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, extname, join, resolve, sep } from 'node:path';

// Files the Node host serves besides the API: the built SDK under /sdk/ (as a CDN would) and the demo store's pages.

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** Rollup's `chunks/[name]-[hash].js`: a name that changes with its content may be cached for ever. */
const HASHED = /^chunks\/[\w.-]+-[\w-]{8,}\.(?:m?js|css|map)$/;

export const contentType = (file: string) => CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** True when the raw request path tries to climb out of its folder ("..", also percent-encoded or with backslashes). */
export function isTraversal(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true; // malformed escapes: refuse rather than guess
  }
  return decoded.includes('\0') || decoded.split(/[\\/]/).includes('..');
}

/** `base/relative`, or null when that would leave `base` (defence in depth behind isTraversal). */
export function safeJoin(base: string, relative: string): string | null {
  const full = resolve(base, relative.replace(/^[\\/]+/, ''));
  return full.startsWith(base + sep) ? full : null;
}

async function readRegularFile(file: string): Promise<Buffer | null> {
  try {
    return (await stat(file)).isFile() ? await readFile(file) : null;
  } catch {
    return null;
  }
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function send(req: IncomingMessage, res: ServerResponse, body: Buffer, headers: Record<string, string | string[]>): void {
  res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** `/sdk/<path>` → `<root>/dist/<path>`, cross-origin readable, cached for ever when content-hashed. */
export async function serveSdk(req: IncomingMessage, res: ServerResponse, root: string, relative: string): Promise<void> {
  const dist = resolve(root, 'dist');
  const file = safeJoin(dist, decodeURIComponent(relative));
  const body = file && (await readRegularFile(file));
  if (!file || !body) return sendText(res, 404, 'Not found');
  const name = file
    .slice(dist.length + 1)
    .split(sep)
    .join('/');
  send(req, res, body, {
    'Content-Type': contentType(file),
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    // The loader keeps its name across releases, so it must be revalidated; hashed chunks never change.
    'Cache-Control': HASHED.test(name) && basename(name) !== 'storefront.js' ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
}

/** `/assets/<path>` → `<root>/demo/assets/<path>`: the demo store's own scripts and styles (not the SDK). */
export async function serveDemoAsset(req: IncomingMessage, res: ServerResponse, root: string, relative: string): Promise<void> {
  const file = safeJoin(resolve(root, 'demo', 'assets'), decodeURIComponent(relative));
  const body = file && (await readRegularFile(file));
  if (!file || !body) return sendText(res, 404, 'Not found');
  send(req, res, body, { 'Content-Type': contentType(file), 'Cache-Control': 'no-cache' });
}

function hasCookie(req: IncomingMessage, name: string): boolean {
  return (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * The demo page for a path: `/` → index, `/cart` → cart, `/<name>` → demo/<name>.html, and a nested path such as
 * `/products/tee` → demo/products/tee.html. Each segment is a plain name (letters, digits, hyphens). Null when none.
 */
function pageFor(pathname: string): string | null {
  if (pathname === '/' || pathname === '/index.html') return 'index';
  const match = /^\/([a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)$/i.exec(pathname);
  return match?.[1] ?? null;
}

/**
 * Serves a demo page, setting the `crumb` cookie the first time (the platform gives every visitor one with the HTML;
 * the SDK sends it back as X-CSRF-Token). Returns false when no page matches.
 */
/**
 * The Content-Security-Policy of every demo page: the one docs/security.md gives site owners (no inline script or style,
 * Trusted Types required, the SDK's and DOMPurify's policies allowed), with the `frame-src` of the video players the
 * video widget may insert on a press (docs/widgets/video.md, "The allow-list").
 */
export const DEMO_CSP =
  "default-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types storefront dompurify; " +
  "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://fast.wistia.net https://www.loom.com https://loom.com";

export async function servePage(req: IncomingMessage, res: ServerResponse, root: string, pathname: string): Promise<boolean> {
  const name = pageFor(pathname);
  const body = name && (await readRegularFile(join(root, 'demo', `${name}.html`)));
  if (!body) return false;
  const headers: Record<string, string | string[]> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    // The strict policy docs/security.md tells site owners they may use: the demo store shows that it is enough.
    'Content-Security-Policy': DEMO_CSP,
  };
  if (!hasCookie(req, 'crumb')) headers['Set-Cookie'] = `crumb=${randomBytes(16).toString('hex')}; Path=/; SameSite=Lax`;
  send(req, res, body, headers);
  return true;
}
