// Counts the page's cookie reads and writes (src/dom/readCookie.ts, `cookieCache`: a read after a write is slow); undone by
// `delete document.cookie` after the test.
/**
 * Counts the page's reads of `document.cookie` from now on (writes go through); `log` has them in order, 'r' and 'w'. The
 * mock platform's reads (msw reads the cookies of each request it answers) are not the page's: not counted.
 */
export function countReads() {
  let proto: object | null = document;
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'cookie')) proto = Object.getPrototypeOf(proto) as object | null;
  const own = Object.getOwnPropertyDescriptor(proto!, 'cookie')!;
  let reads = 0;
  const log: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => (new Error().stack?.includes('/node_modules/msw/') || (reads++, log.push('r')), own.get!.call(document) as string),
    set: (value: string) => (log.push('w'), own.set!.call(document, value)),
  });
  return Object.assign(() => reads, { log });
}
