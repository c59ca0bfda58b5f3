import { http, HttpResponse, type HttpHandler } from 'msw';

// The site's languages (spec 001 §7: GET /api/multilingual/languages, "response not shown"). The SDK assumes the answer
// `{ current, languages: [{ code, name, url, custom }] }` (docs/embed-contract.md, "Assumed endpoints"). The demo
// store is in English, with French and German versions of its contact page (demo/fr/contact.html, demo/de/contact.html):
// each language's `url` is the version of the asking page (the request's Referer) in that language where there is
// one, else that language's contact page. German is a custom language (its pages written by the owner, not by the
// translation service), so choosing it sets no member's locale.

export const LANGUAGES_PATH = '/api/multilingual/languages';

/** The pages the demo has in every language, by their English path. */
export const TRANSLATED_PAGES = ['/contact'];

export const SITE_LANGUAGES = [
  { code: 'en', name: 'English', prefix: '', custom: false },
  { code: 'fr', name: 'Français', prefix: '/fr', custom: false },
  { code: 'de', name: 'Deutsch', prefix: '/de', custom: true },
] as const;

/** The answer for a page at `path`: its language (by its prefix) and each language's version of it. */
export function languagesFor(path: string) {
  const current = SITE_LANGUAGES.find((l) => l.prefix && (path == l.prefix || path.startsWith(`${l.prefix}/`))) ?? SITE_LANGUAGES[0];
  const english = path.slice(current.prefix.length) || '/';
  return {
    current: current.code,
    languages: SITE_LANGUAGES.map((l) => ({
      code: l.code,
      name: l.name,
      url: !l.prefix ? english : `${l.prefix}${TRANSLATED_PAGES.includes(english) ? english : TRANSLATED_PAGES[0]}`,
      custom: l.custom,
    })),
  };
}

export function languageHandlers(): HttpHandler[] {
  return [
    http.get(`*${LANGUAGES_PATH}`, ({ request }) => {
      let path = '/';
      try {
        path = new URL(request.headers.get('referer') ?? '').pathname;
      } catch {
        // No referer (a test's own fetch): the English home.
      }
      return HttpResponse.json(languagesFor(path));
    }),
  ];
}
