import type { Api } from './client';

// The site's languages (spec 001 §7: "GET /api/multilingual/settings, /status, /languages | none | not shown"). The
// visitor-side SDK reads only /languages, for the language switcher; its answer is an assumption of the SDK
// (docs/embed-contract.md): `{ current, languages: [{ code, name, url, custom }] }`. The owner's calls (settings,
// status, PUT languages, DELETE connection) are not the SDK's.

export const LANGUAGES_PATH = '/api/multilingual/languages';

/** `GET /api/multilingual/languages`: the answer as sent (src/data/languages.ts reads it). */
export const fetchLanguages = (api: Api): Promise<unknown> => api.request('GET', LANGUAGES_PATH);
