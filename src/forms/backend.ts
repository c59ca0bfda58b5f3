import { validateFormOnServer } from '../api/forms';
import { formDefinition } from '../data/forms';
import type { DataSource } from '../data/source';

/** Where a form shown by src/ui gets its definition and the server's check of its answers: src/ui itself fetches nothing. */
export interface FormBackend {
  /** The form's id, for messages. */
  readonly id: string;
  /** The definition, unparsed: the inline one when the product carries it (no request), else the data layer's. */
  definition(): Promise<unknown>;
  /** The server's validation of the answers (`POST /api/rest/forms/validate/{formId}`): rejects with a FormSubmitError. */
  check(answers: Record<string, unknown>): Promise<void>;
}

/** The source of form `formId` in runtime `rt`; `inline`: the definition the product item carries, if any. */
export const formBackend = (rt: DataSource, formId: string, inline?: unknown): FormBackend => ({
  id: formId,
  definition: () => (inline != null ? Promise.resolve(inline) : formDefinition(rt, formId)),
  check: (answers) => validateFormOnServer(rt.api, formId, answers),
});
