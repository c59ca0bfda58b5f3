import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formDefinition } from '../../src/data/forms';
import { isStorefrontError } from '../../src/api/errors';
import { fetchSubmissionKey, isFormSubmitError, saveFormSubmission, validateFormOnServer } from '../../src/api/forms';
import {
  formAnswers,
  initialValues,
  parseForm,
  submissionPayload,
  validateForm,
  type FieldValue,
  type Form,
  type FormValues,
} from '../../src/forms';
import { redirectUrl } from '../../src/input/redirectUrl';
import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/forms';
import '../../src/i18n/strings/site-forms';
import type { Runtime } from '../../src/runtime/createRuntime';
import { Captcha, FormFields, focusFirstInvalid, useCaptcha } from '../../src/ui/forms';
import { Fallback } from '../../src/ui/mountWidget';
import { navigate } from '../../src/ui/navigate';
import { AddressCompletion } from './AddressCompletion';
import { pageContext, type FormSource, type PageAttributes } from './attributes';

/**
 * - `loading`: the definition is being fetched (`data-form-id`); the element's fallback shows.
 * - `idle`: the form, ready to be filled in and submitted.
 * - `submitting`: the answers are on their way (server check, key, save); the button reads "Submitting…".
 * - `error`: the last submit failed (client rules, captcha or server): messages shown, everything typed kept.
 * - `success`: saved; the form is replaced by the submission message and post-submit content.
 * - `redirecting`: saved; the browser is going to the form's successRedirect.
 * - `unavailable`: the definition could not be had: one console error, the fallback shows.
 */
export type SiteFormState = 'loading' | 'idle' | 'submitting' | 'error' | 'success' | 'redirecting' | 'unavailable';

export interface SiteFormProps {
  source: FormSource;
  newsletter: boolean;
  /** The client rules are off (the server's check still runs). */
  novalidate?: boolean;
  page: PageAttributes;
  /** Address fields complete as the visitor types (`data-address-completion`, default on). */
  addressCompletion?: boolean;
  /** The page's runtime: the API, the event bus, the site settings' captcha key. */
  rt: Runtime;
  fail: (reason: unknown) => void;
  onState: (state: SiteFormState) => void;
}

/** What the widget shows after a failed submit: the form message and the per-field errors. */
interface Failure {
  message: string;
  errors: Record<string, string>;
}

const noFailure: Failure = { message: '', errors: {} };

/**
 * A site form or a newsletter form (spec 001 §2 "Site forms", §4 "Site form", §5, §7, §8): client rules → captcha →
 * `POST /api/rest/forms/validate/{formId}` → `POST /api/form/FormSubmissionKey` → `POST /api/form/SaveFormSubmission`
 * (with the captcha's token as captchaKey).
 */
export function SiteForm({ source, newsletter, novalidate, page, addressCompletion = true, rt, fail, onState }: SiteFormProps) {
  const t = useT();
  const { api, emit } = rt;
  const inline = source.kind == 'form' ? source.form : null;
  const [form, setForm] = useState<Form | null>(inline);
  const [values, setValues] = useState<FormValues>(() => (inline ? initialValues(inline) : {}));
  // What the visitor has entered, up to the last keystroke (a submit right after one reads it here, not from a render).
  const current = useRef(values);
  const edit = (next: FormValues) => setValues((current.current = next));
  const [failure, setFailure] = useState<Failure>(noFailure);
  const [state, setState] = useState<SiteFormState>(inline ? 'idle' : 'loading');
  const [html, setHtml] = useState<DocumentFragment | null>(null);
  const body = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const htmlBox = useRef<HTMLDivElement>(null);
  // The in-flight lock: set before the first request, so a second submit in the same tick sends nothing.
  const busy = useRef(false);
  const live = useRef(true);
  // The form's captcha (src/ui/forms, docs/captcha.md): shown when captchaEnabled, validated before the server check,
  // its token sent as captchaKey, reset after every failure.
  const captcha = useCaptcha({ enabled: !!form?.captchaEnabled, theme: form?.captchaTheme, rt });

  useLayoutEffect(() => onState(state), [state, onState]);
  useEffect(() => {
    live.current = true;
    return () => void (live.current = false);
  }, []);

  useEffect(() => {
    if (source.kind != 'id') return;
    let live = true;
    formDefinition(rt, source.id)
      .then((raw) => {
        if (!live) return;
        const parsed = parseForm(raw);
        if (!parsed.ok) throw new Error(`form "${source.id}" is not a valid form: ${parsed.error}`);
        setForm(parsed.form);
        edit(initialValues(parsed.form));
        setState('idle');
      })
      .catch((error: unknown) => {
        if (!live) return;
        setState('unavailable');
        fail(
          isStorefrontError(error) && error.kind == 'http'
            ? new Error(`form "${source.id}" could not be loaded: ${error.message} (${error.detail})`)
            : error,
        );
      });
    return () => void (live = false);
    // The source is read once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The success content: the sanitized post-submit HTML goes in as nodes, and focus moves to the message.
  useLayoutEffect(() => {
    if (state != 'success') return;
    if (html) htmlBox.current?.replaceChildren(html);
    done.current?.focus();
  }, [state, html]);

  if (!form || state == 'loading' || state == 'unavailable') return <Fallback />;

  const failWith = (message: string, errors: Record<string, string>) => {
    if (!live.current) return;
    setFailure({ message, errors });
    setState('error');
    captcha.reset();
    // After the errors have rendered: a layout effect would be too early for a state set here.
    if (Object.keys(errors).length) requestAnimationFrame(() => body.current && focusFirstInvalid(body.current));
  };

  const succeed = async () => {
    const target = redirectUrl(form.successRedirect);
    emit('form-submitted', { formId: form.id, redirect: target });
    if (target) {
      // Not when the widget was removed meanwhile: the page then decides where the visitor is.
      if (live.current) {
        setState('redirecting');
        navigate(target);
      }
      return;
    }
    if (form.successRedirect)
      console.warn(
        `[storefront] site-form "${form.id}": successRedirect ${JSON.stringify(form.successRedirect)} refused (not an http(s) URL or a same-origin path); showing the submission message`,
      );
    let fragment: DocumentFragment | null = null;
    if (form.submissionHTML.trim())
      try {
        // The sanitiser (the browser's own, else DOMPurify) comes with the first success that needs it, not with the form.
        const sanitize = await (await import('../../src/html/sanitizeHtml')).loadSanitizer();
        fragment = sanitize(form.submissionHTML);
        // An image the merchant gave no text is taken as decoration (alt=""), not announced as a file name.
        for (const img of Array.from(fragment.querySelectorAll('img:not([alt])'))) img.setAttribute('alt', '');
      } catch (error) {
        console.error(
          `[storefront] site-form "${form.id}": the post-submit content could not be shown: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    if (!live.current) return;
    setHtml(fragment);
    setState('success');
  };

  const submit = async () => {
    if (busy.current) return;
    const values = current.current;
    const check = validateForm(form, values, t, { enabled: !novalidate });
    if (!check.ok) return failWith(check.message!, check.errors);
    const captchaProblem = captcha.validate();
    if (captchaProblem) return failWith(captchaProblem, {});
    const search = location.search;
    let answers: ReturnType<typeof formAnswers>;
    try {
      // The answers must survive JSON: a page script that broke JSON.stringify (a throwing toJSON on a prototype, say)
      // would otherwise fail the submission half-way.
      answers = formAnswers(form, values, search);
      JSON.stringify(answers);
    } catch (error) {
      console.error(
        `[storefront] site-form "${form.id}": the answers could not be serialised: ${error instanceof Error ? error.message : String(error)}`,
      );
      return failWith(t('formUnparsable'), {});
    }
    busy.current = true;
    setFailure(noFailure);
    setState('submitting');
    try {
      await validateFormOnServer(api, form.id, answers);
      const key = await fetchSubmissionKey(api);
      await saveFormSubmission(api, submissionPayload({ key, form, values, page: pageContext(page), captchaKey: captcha.token(), search }));
    } catch (error) {
      busy.current = false;
      if (!isStorefrontError(error)) console.error(`[storefront] site-form "${form.id}":`, error);
      return failWith(
        isStorefrontError(error) ? error.message : t('formSubmissionFailed'),
        isFormSubmitError(error) ? error.fieldErrors : {},
      );
    }
    // Saved: the lock stays taken (the form goes away; a submit while the success content loads sends nothing).
    await succeed();
  };

  if (state == 'success')
    return (
      <div className="sf-root site-form" part="site-form" data-state={state}>
        <div ref={done} className="success" part="success" tabIndex={-1}>
          {form.submissionMessage && (
            <p className="submission-message" part="submission-message">
              {form.submissionMessage}
            </p>
          )}
          <div ref={htmlBox} className="submission-html" part="submission-html" />
        </div>
      </div>
    );

  const submitting = state == 'submitting' || state == 'redirecting';
  const problem = state == 'error' && !newsletter;
  return (
    <div className="sf-root site-form" part="site-form" data-state={state} data-newsletter={newsletter || undefined}>
      <form
        ref={body}
        noValidate
        aria-label={form.name}
        aria-busy={submitting || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {problem && (
          <p className="problem" part="problem-above">
            {t('formProblemAbove')}
          </p>
        )}
        <FormFields
          form={form}
          values={values}
          errors={failure.errors}
          idPrefix="sf-form-"
          addressCompletion={addressCompletion ? (p) => <AddressCompletion rt={rt} {...p} /> : undefined}
          onChange={(id: string, v: FieldValue) => {
            edit({ ...current.current, [id]: v });
            if (failure.errors[id])
              setFailure((f) => ({ ...f, errors: Object.fromEntries(Object.entries(f.errors).filter(([k]) => k != id)) }));
          }}
        />
        <Captcha captcha={captcha} align={form.captchaAlignment} />
        {form.disclaimerMessage && (
          <p className="disclaimer" part="disclaimer">
            {form.disclaimerMessage}
          </p>
        )}
        <p className="message" part="message" role="alert">
          {failure.message}
        </p>
        <button
          type="submit"
          className="submit"
          part="submit"
          data-state={submitting ? 'submitting' : 'idle'}
          aria-busy={submitting || undefined}
          aria-disabled={submitting || undefined}
        >
          {submitting ? t('submitting') : newsletter ? t('newsletterSubmit') : t('formSubmit')}
        </button>
        {problem && (
          <p className="problem" part="problem-below">
            {t('formProblemBelow')}
          </p>
        )}
      </form>
    </div>
  );
}
