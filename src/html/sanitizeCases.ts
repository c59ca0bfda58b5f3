const NEW_TAB = 'target="_blank" rel="noopener noreferrer"';

/**
 * Server HTML and what the sanitiser keeps of it (src/html/sanitizeHtml.ts), whichever sanitiser it is: checked with
 * DOMPurify in jsdom (./sanitizeHtml.test.ts) and, in Chromium, with the browser's own and with DOMPurify
 * (tests/e2e/sanitize.test.ts).
 */
export const SANITIZE_CASES: [input: string, output: string][] = [
  ['<p>ok</p>', '<p>ok</p>'],
  ['<h2 class="x">Pay in 4</h2><ul><li>One</li></ul>', '<h2 class="x">Pay in 4</h2><ul><li>One</li></ul>'],
  ['<h2 onclick="x()">T</h2>', '<h2>T</h2>'],
  ['<img src=x onerror="y()">', '<img src="x">'],
  ['<img src="https://e.com/a.png" srcset="javascript:x 1x" alt="">', '<img src="https://e.com/a.png" alt="">'],
  ['<img src="data:image/png;base64,AAAA" alt="dot">', '<img src="data:image/png;base64,AAAA" alt="dot">'],
  ['<a href="javascript:alert(1)">l</a>', '<a>l</a>'],
  ['<a href=" \tJaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="java&#9;script:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="data:text/html,x">d</a>', '<a>d</a>'],
  ['<a href="foo:bar">f</a>', '<a>f</a>'],
  ['<svg><a href="javascript:x">s</a></svg>', '<svg><a>s</a></svg>'],
  ['<a href="https://e.com/t">t</a>', `<a href="https://e.com/t" ${NEW_TAB}>t</a>`],
  ['<a href="mailto:a@b.c">m</a>', `<a href="mailto:a@b.c" ${NEW_TAB}>m</a>`],
  ['<a href="/terms#x">r</a>', `<a href="/terms#x" ${NEW_TAB}>r</a>`],
  ['<a href="https://e.com" target="_top" ping="https://t.example/">p</a>', `<a href="https://e.com" ${NEW_TAB}>p</a>`],
  ['<script>z()</script><p>ok</p>', '<p>ok</p>'],
  ['<style>*{}</style><p>x</p>', '<p>x</p>'],
  ['<p style="color:red" id="x" title="t">s</p>', '<p title="t">s</p>'],
  ['<form><input></form><p>a</p>', '<p>a</p>'],
  // A control's text stays, as text.
  ['<button>b</button><select><option>o</option></select><textarea>t</textarea><p>a</p>', 'bot<p>a</p>'],
  ['<object data="x"><p>alt</p></object><embed src="x"><p>a</p>', '<p>a</p>'],
  ['<iframe src="https://e.com"></iframe>', ''],
  ['<meta http-equiv="refresh" content="0;url=x"><link rel="stylesheet" href="x"><base href="x"><p>a</p>', '<p>a</p>'],
  ['<details ontoggle="x()">d</details>', '<details>d</details>'],
  ['<sf-lightbox><b>in</b> it</sf-lightbox>', '<b>in</b> it'],
  ['<table><tr><td>c</td></tr></table>', '<table><tbody><tr><td>c</td></tr></tbody></table>'],
  [
    '<b>b</b> <em>e</em> <s>s</s><br><hr><blockquote>q</blockquote><pre>p</pre><figure><figcaption>f</figcaption></figure>',
    '<b>b</b> <em>e</em> <s>s</s><br><hr><blockquote>q</blockquote><pre>p</pre><figure><figcaption>f</figcaption></figure>',
  ],
  ['<!doctype html><html><head><title>x</title></head><body><h2>Pay</h2></body></html>', '<h2>Pay</h2>'],
];
