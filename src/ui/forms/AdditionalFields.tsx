import { useLayoutEffect, useRef, useState } from 'react';
import { isFormSubmitError } from '../../api/forms';
import { isStorefrontError } from '../../api/errors';
import type { FormBackend } from '../../forms/backend';
import { formAnswers, parseForm, validateForm, valuesFromAnswers, type FieldValue, type Form, type FormValues } from '../../forms';
import type { Translate } from '../../i18n';
import { useT } from '../strings';
import '../../i18n/strings/errors';
import '../../i18n/strings/cart';
import '../../i18n/strings/forms';
import '../../i18n/strings/core';
import { Lightbox, openLightbox } from '../Lightbox';
import { FormFields } from './FormFields';
import { focusFirstInvalid } from './focusFirstInvalid';
import { formFieldsCss } from './styles';

/**
 * - `loading`: the form's definition is on its way;
 * - `editing`: the form can be filled in and saved;
 * - `saving`: the answers are being checked by the server and saved ("Saving…"; a second save does nothing);
 * - `failed`: the form could not be opened ("Unable to open form" and why).
 */
export type AdditionalFieldsState = 'loading' | 'editing' | 'saving' | 'failed';

export interface AdditionalFieldsProps {
  /** Where the form's definition and the server's check of the answers come from (src/forms/backend.ts). */
  backend: FormBackend;
  /** The lightbox's accessible name: what the answers are for (the product's or cart entry's title). */
  label: string;
  /** Saved answers (JSON text, a cart entry's additionalFields) to start from. */
  answers?: string | null;
  /** Title of the message when `onSave` fails: "Unable to Add Item", "Unable to update form" … */
  saveFailTitle: string;
  /**
   * Called with the answers as JSON text once the server has accepted them: adds the item or updates the entry. Its
   * rejection (a StorefrontError) is shown in the form, which stays open with everything typed.
   */
  onSave: (answers: string) => Promise<void>;
  /** The close button (also Enter or Space on it), Escape, or a finished save: the owner removes the lightbox. */
  onClose: () => void;
  /** The control that opened the form: focus goes back to it as the lightbox closes (the Dialog's `returnFocus`). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** Extra CSS of the lightbox's content. Parts: form-title, form-message, save. */
export const additionalFieldsCss = `${formFieldsCss}
.af-title{margin:0 0 .75em;font-size:1.25em}
.af-message{margin:0 0 1em;color:var(--sf-form-error-color,#b00020)}
.af-message:empty{display:none}
.af-save{margin-top:1.5em;min-height:44px;min-width:8em;padding:.6em 1.5em;border:0;border-radius:var(--sf-form-radius,4px);font:inherit;font-weight:600;cursor:pointer;background:var(--sf-form-button-background,#111);color:var(--sf-form-button-color,#fff)}
.af-save[aria-disabled]{cursor:progress;opacity:.8}
.af-save:focus-visible{outline:3px solid var(--sf-form-focus-color,#2563eb);outline-offset:2px}`;

/**
 * The additional-fields form in a lightbox (spec 000 §2, §4 "Additional-fields form widget": editing → saving →
 * editing). Saving checks the client rules, then the server's (`POST /api/rest/forms/validate/{formId}`, its field
 * errors shown above each field's title), then calls `onSave`. Loaded on demand (src/ui/forms/loadAdditionalFields.ts).
 */
export function AdditionalFields({ backend, label, answers, saveFailTitle, onSave, onClose, returnFocus }: AdditionalFieldsProps) {
  const t = useT();
  const [form, setForm] = useState<Form | null>(null);
  const [values, setValues] = useState<FormValues>({});
  // What the visitor has entered, up to the last keystroke (a save right after one reads it here, not from a render).
  const current = useRef(values);
  const edit = (next: FormValues) => setValues((current.current = next));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [state, setState] = useState<AdditionalFieldsState>('loading');
  const body = useRef<HTMLFormElement>(null);
  const saving = useRef(false);
  const live = useRef(true);

  useLayoutEffect(() => {
    live.current = true;
    const open = (raw: unknown) => {
      const parsed = parseForm(raw);
      if (!parsed.ok) throw new Error(`form "${backend.id}": ${parsed.error}`);
      if (!live.current) return;
      setForm(parsed.form);
      edit(valuesFromAnswers(parsed.form, answers ?? null));
      setState('editing');
    };
    backend
      .definition()
      .then(open)
      .catch((e: unknown) => {
        if (!live.current) return;
        if (!isStorefrontError(e)) console.error('[storefront] additional-fields form:', e);
        setMessage(isStorefrontError(e) ? e.message : t('unknownError'));
        setState('failed');
      });
    return () => {
      live.current = false;
    };
    // The lightbox opens once per form: a new form is a new lightbox.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const showErrors = (fieldErrors: Record<string, string>, text: string) => {
    setErrors(fieldErrors);
    setMessage(text);
    // After the errors have rendered: a layout effect would be too early for a state set here.
    requestAnimationFrame(() => body.current && focusFirstInvalid(body.current));
  };

  const save = async () => {
    if (!form || saving.current) return;
    const values = current.current;
    const check = validateForm(form, values, t);
    if (!check.ok) return showErrors(check.errors, check.message!);
    saving.current = true;
    setState('saving');
    setErrors({});
    setMessage('');
    const answersNow = formAnswers(form, values, location.search);
    let stage: 'check' | 'save' = 'check';
    try {
      await backend.check(answersNow);
      stage = 'save';
      await onSave(JSON.stringify(answersNow));
      if (live.current) onClose();
    } catch (e) {
      if (!live.current) return;
      const text = isStorefrontError(e) ? e.message : t('unknownError');
      if (isFormSubmitError(e) && Object.keys(e.fieldErrors).length) showErrors(e.fieldErrors, text);
      else setMessage(stage == 'save' ? `${saveFailTitle}. ${text}` : text);
    } finally {
      saving.current = false;
      if (live.current) setState((s) => (s == 'saving' ? 'editing' : s));
    }
  };

  const title = state == 'failed' ? t('unableToOpenForm') : (form?.name ?? label);
  return (
    <Lightbox
      label={title == label ? label : `${title}: ${label}`}
      onClose={onClose}
      returnFocus={returnFocus}
      busy={state == 'loading' || state == 'saving'}
      state={state}
    >
      <h2 part="form-title" className="af-title">
        {title}
      </h2>
      {state == 'failed' ? (
        <p part="form-message" className="af-message" role="alert">
          {message}
        </p>
      ) : (
        form && (
          <form
            ref={body}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <p id="af-message" part="form-message" className="af-message" role="alert">
              {message}
            </p>
            <FormFields
              form={form}
              values={values}
              errors={errors}
              idPrefix="af-"
              sectionHeadingLevel={3}
              onChange={(id: string, v: FieldValue) => {
                edit({ ...current.current, [id]: v });
                if (errors[id]) setErrors(({ [id]: _, ...rest }) => rest);
              }}
            />
            <button type="submit" part="save" className="af-save" aria-disabled={state == 'saving' || undefined}>
              {state == 'saving' ? t('saving') : t('save')}
            </button>
          </form>
        )
      )}
    </Lightbox>
  );
}

/**
 * Opens the additional-fields form in a lightbox over the page (openLightbox). `onClose` runs once it has gone: with
 * true after a save, false when the visitor closed it; the caller then puts focus back on the control that opened it.
 * Returns a function that closes it (e.g. when the widget that opened it is unmounted), without calling `onClose`.
 * `t`: the strings of the runtime it opens for (the lightbox is outside the widget's root).
 */
export function openAdditionalFields({
  t,
  ...props
}: Omit<AdditionalFieldsProps, 'onClose'> & { onClose: (saved: boolean) => void; t: Translate }): () => void {
  let saved = false;
  let remove: (() => void) | null = null;
  const close = () => {
    remove?.();
    remove = null;
  };
  remove = openLightbox(
    <AdditionalFields
      {...props}
      onSave={(answers) => props.onSave(answers).then(() => void (saved = true))}
      onClose={() => {
        // After the lightbox's own event handler has finished: it is unmounted from outside its render.
        queueMicrotask(() => {
          if (!remove) return;
          close();
          props.onClose(saved);
        });
      }}
    />,
    t,
    additionalFieldsCss,
  );
  return close;
}
