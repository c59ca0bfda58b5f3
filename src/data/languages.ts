import { fetchLanguages, LANGUAGES_PATH } from '../api/multilingual';
import { httpUrl } from '../input/url';
import type { DataSource } from './source';

/** A language of the site, as the switcher uses it: `url` checked (http(s) only, resolved against the page). */
export interface SiteLanguage {
  code: string;
  name: string;
  url: string;
  /** A custom language (spec 001 §7): choosing it sets no member's locale. */
  custom: boolean;
}

export interface SiteLanguages {
  /** The page's language's code (one of `languages`, else '' when the answer names none of them). */
  current: string;
  languages: SiteLanguage[];
}

const str = (v: unknown) => (typeof v == 'string' ? v.trim() : '');

/**
 * Reads the answer `{ current, languages: [{ code, name, url, custom }] }`. A language without a code, a name or an
 * http(s) URL is left out, named in one console warning; an answer without a list throws.
 */
export function readLanguages(answer: unknown, base = location.href): SiteLanguages {
  const a = answer as { current?: unknown; languages?: unknown } | null;
  if (!a || !Array.isArray(a.languages)) throw new Error(`GET ${LANGUAGES_PATH} → no list of languages in the answer`);
  const languages: SiteLanguage[] = [];
  const refused: string[] = [];
  for (const l of a.languages as Record<string, unknown>[]) {
    const code = str(l?.code);
    const name = str(l?.name);
    const url = httpUrl(str(l?.url), base);
    if (code && name && url && !languages.some((x) => x.code == code))
      languages.push({ code, name, url: url.href, custom: l.custom === true });
    else refused.push(JSON.stringify(code || name || l));
  }
  if (refused.length)
    console.warn(`[storefront] language-switcher: left out, without a code, a name or an http(s) URL (or twice): ${refused.join(', ')}`);
  const current = str(a.current);
  return { current: languages.some((l) => l.code == current) ? current : '', languages };
}

/** The site's languages, asked for once per runtime however many switchers the page shows (a failure is forgotten). */
export const siteLanguages = (rt: DataSource): Promise<SiteLanguages> =>
  rt.once('languages', () => fetchLanguages(rt.api).then((answer) => readLanguages(answer)));
