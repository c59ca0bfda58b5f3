import { describe, expect, it } from 'vitest';
import { redirectUrl } from './redirectUrl';

const ORIGIN = 'https://shop.example';

describe("redirectUrl (the URL checker's redirect mode): allowed", () => {
  it.each([
    ['https://shop.example/thanks', 'https://shop.example/thanks'],
    ['https://other.example/welcome?from=form#top', 'https://other.example/welcome?from=form#top'],
    ['http://other.example', 'http://other.example/'],
    ['HTTPS://Other.Example/Path', 'https://other.example/Path'],
    ['HtTp://other.example:8080/a', 'http://other.example:8080/a'],
    ['https://[::1]/x', 'https://[::1]/x'],
    ['https://other.example/a%20b', 'https://other.example/a%20b'],
    ['https://other.example/?next=javascript:alert(1)', 'https://other.example/?next=javascript:alert(1)'],
  ])('%s → %s', (input, out) => expect(redirectUrl(input, ORIGIN)).toBe(out));

  it.each([
    ['/thank-you', '/thank-you'],
    ['/thank-you?x=1#top', '/thank-you?x=1#top'],
    ['/', '/'],
    ['/a/../b', '/b'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['/?q=//evil.example', '/?q=//evil.example'],
  ])('same-origin path %s → %s', (input, out) => expect(redirectUrl(input, ORIGIN)).toBe(out));

  it('uses the page origin by default', () => {
    expect(redirectUrl('/thanks')).toBe('/thanks');
    expect(redirectUrl(`${location.origin}/thanks`)).toBe(`${location.origin}/thanks`);
  });
});

describe("redirectUrl (the URL checker's redirect mode): refused", () => {
  const hostile = [
    // nothing
    null,
    undefined,
    '',
    // script and data schemes, any case, with and without slashes
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'javascript://%0aalert(1)',
    'javascript://shop.example/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,x',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'blob:https://shop.example/1234',
    'file:///etc/passwd',
    'ftp://shop.example/',
    'mailto:a@b.example',
    'tel:+15555555555',
    'about:blank',
    'chrome://settings',
    'ws://shop.example/',
    'intent://x#Intent;end',
    'livescript:alert(1)',
    'mocha:alert(1)',
    // white space and control characters before or inside the scheme (the URL parser drops or strips them)
    '  javascript:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\njavascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    '\u007fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'java\u0000script:alert(1)',
    'javascript\t:alert(1)',
    '\u00a0javascript:alert(1)',
    '\u2028javascript:alert(1)',
    '\u3000javascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    '\u200bjavascript:alert(1)',
    'java\u200bscript:alert(1)',
    '\u202ejavascript:alert(1)',
    ' https://evil.example',
    'https://evil.example ',
    'https://evil.example/a b',
    '/thanks\n',
    '/thanks\t',
    // entity-looking and encoded schemes
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'java&#x09;script:alert(1)',
    '%6Aavascript:alert(1)',
    'javascript%3Aalert(1)',
    '&#0000106avascript:alert(1)',
    // protocol-relative and backslash tricks
    '//evil.example',
    '//evil.example/thanks',
    '///evil.example',
    '////evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '\\evil.example',
    '/\\/evil.example',
    'https:\\\\evil.example',
    'https://shop.example\\@evil.example',
    '/thanks\\..\\..',
    // http(s) without the two slashes (the parser would make https:evil.example an absolute URL)
    'https:evil.example',
    'https:/evil.example',
    'http:evil.example',
    'https:',
    'https://',
    'http://',
    // credentials: a look-alike host
    'https://shop.example@evil.example',
    'https://shop.example:443@evil.example/',
    'https://user:pass@shop.example/',
    'https://user@shop.example/',
    'https://:@evil.example',
    // relative paths without a leading slash (ambiguous; never needed for a success page)
    'thanks',
    './thanks',
    '../thanks',
    '?x=1',
    '#top',
    'evil.example',
    'www.evil.example/thanks',
    // not URLs
    'https://exa mple.com',
    'https://[not-an-ip]/',
    'http://%zz/',
  ];
  it.each(hostile.map((h) => [JSON.stringify(h), h]))('%s', (_, input) => expect(redirectUrl(input, ORIGIN)).toBeNull());
});
