import { fetchModalPage } from '../api/instalments';
import type { DataSource } from './source';

/** The instalment provider's static page of a locale (HTML text: sanitise before use), fetched once per runtime. */
export const modalPage = (rt: DataSource, locale: string): Promise<string> =>
  rt.once(`modal page ${locale}`, () => fetchModalPage(rt.api, locale));
