import { fetchFormDefinition } from '../api/forms';
import type { DataSource } from './source';

/**
 * A form's definition (`GET /api/rest/forms/{formId}`, unparsed: src/forms/parseForm checks it), fetched once per
 * runtime for every widget that shows or labels the form (site forms, the additional-fields lightbox, the cart's saved
 * answers); a failure is forgotten, so a later call retries.
 */
export const formDefinition = (rt: DataSource, formId: string): Promise<unknown> =>
  rt.once(`form ${formId}`, () => fetchFormDefinition(rt.api, formId));
