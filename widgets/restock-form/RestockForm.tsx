import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { isStorefrontError } from '../../src/api/errors';
import { signUpForRestock } from '../../src/api/restock';
import { isValidEmail } from '../../src/forms/validate';
import type { Translate } from '../../src/i18n';
import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/errors';
import '../../src/i18n/strings/restock';
import { resolveVariant, restockWanted, type ProductStore, type ProductVariant } from '../../src/product';
import { placeRestockForm } from '../../src/product/placeRestockForm';
import { validateAdd } from '../../src/product/validateAdd';
import { Captcha, useCaptcha } from '../../src/ui/forms/Captcha';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useStoreFields } from '../../src/ui/useStore';
import type { RestockCaptchaOption } from './attributes';
import type { Runtime } from '../../src/runtime/createRuntime';

/**
 * - `loading`: the product is loading (the element's fallback shows).
 * - `hidden`: the product or the chosen variant is in stock (or restock notifications are off): nothing shows, and
 *   add-to-cart shows as usual.
 * - `idle`: the form, in place of add-to-cart.
 * - `invalid`: the form with a message about what the visitor entered (nothing was sent).
 * - `submitting`: the sign-up is in flight; another submit sends nothing.
 * - `success`: the form replaced by the success text, the call to action kept.
 * - `error`: the form with the server's message; the captcha reset.
 * - `failed`: the product could not be had; given up (fallback shows).
 */
export type RestockFormState = 'loading' | 'hidden' | 'idle' | 'invalid' | 'submitting' | 'success' | 'error' | 'failed';

type Phase = 'idle' | 'invalid' | 'submitting' | 'success' | 'error';

export interface RestockFormProps {
  /** The page's runtime: the API the sign-up goes to, and the site settings' captcha key. */
  rt: Runtime;
  store: ProductStore;
  captcha: RestockCaptchaOption;
  fail: (reason: unknown) => void;
  onState: (state: RestockFormState) => void;
}

/** The visitor's email problem, or null: blank, then the form engine's email rule (spec 001 §5 "Restock sign-up"). */
export function emailProblem(email: string, t: Translate): string | null {
  const e = email.trim();
  return !e ? t('emailBlank') : isValidEmail(e) ? null : t('emailInvalid');
}

/** A variant's identity for "the visitor chose another one"; '' for none. */
const keyOf = (v: ProductVariant | null): string => (v ? v.id || v.sku || '?' : '');

export function RestockForm({ rt, store, captcha, fail, onState }: RestockFormProps) {
  const t = useT();
  const { status, product, error, chosen } = useStoreFields(store, ['status', 'product', 'error', 'chosen']);
  const shown = !!product && restockWanted(product, chosen);
  const variantKey = keyOf(product && resolveVariant(product, chosen));
  const m = product?.merchandising;
  const texts = m?.restockNotificationMessages;

  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState('');
  const [emailError, setEmailError] = useState(false);
  const [email, setEmail] = useState('');
  const [join, setJoin] = useState(() => !!m?.mailingListOptInByDefault);
  const busy = useRef(false);
  // The variant the form's phase is about, and a count of start-overs (an answer after one is ignored).
  const forKey = useRef(variantKey);
  const round = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const success = useRef<HTMLParagraphElement>(null);

  // Opted in by default when the store says so (once the product is here): set as the render that brings it.
  const [optInOf, setOptInOf] = useState(m);
  if (m !== optInOf) {
    setOptInOf(m);
    setJoin(!!m?.mailingListOptInByDefault);
  }
  // Another variant: the form starts over (a sign-up in flight for the previous one is ignored when it answers).
  useLayoutEffect(() => {
    if (variantKey == forKey.current) return;
    forKey.current = variantKey;
    round.current++;
    busy.current = false;
    setPhase('idle');
    setMessage('');
    setEmailError(false);
  }, [variantKey]);
  // On the page: where the rule holds (restockWanted), the form shows and add-to-cart of the same product and scope
  // renders nothing (src/product/restock.ts).
  useLayoutEffect(() => placeRestockForm(store), [store]);

  // Shown with the form only: destroyed on success (spec 001 §4), when the form hides, and on unmount.
  const verify = useCaptcha({ enabled: captcha.enabled && shown && phase != 'success', theme: captcha.theme, rt });

  const state: RestockFormState = status == 'error' ? 'failed' : !product ? 'loading' : shown ? phase : 'hidden';
  useWidgetState(onState, state, fail, status == 'error', error);
  useEffect(() => {
    if (phase == 'success') success.current?.focus();
  }, [phase]);

  if (!product) return <Fallback />;
  if (!shown) return null;
  const p = product;

  const refuse = (text: string, onEmail: boolean) => {
    setPhase('invalid');
    setMessage(text);
    setEmailError(onEmail);
    if (onEmail) input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    // Read from the controls: a submit may come before the render that follows the last keystroke.
    const typed = input.current?.value ?? email;
    const joined = box.current ? box.current.checked : join;
    const problem = emailProblem(typed, t);
    if (problem) return refuse(problem, true);
    const unverified = verify.validate();
    if (unverified) return refuse(unverified, false);
    const { chosen } = store.getState();
    const picked = resolveVariant(p, chosen);
    if (!picked) {
      // A sold-out product whose options are not all chosen: the sign-up needs a variant (add-to-cart's message).
      const check = validateAdd(p, { chosen, quantity: 1 }, t);
      return refuse(check.ok ? t('unknownError') : check.message, false);
    }
    busy.current = true;
    // The choice may be newer than the last render: the sign-up is for `picked`.
    forKey.current = keyOf(picked);
    const at = round.current;
    setPhase('submitting');
    setMessage('');
    setEmailError(false);
    try {
      await signUpForRestock(rt.api, {
        productId: p.id,
        variantId: picked.id,
        siteVisitorEmail: typed.trim(),
        isJoinMailingList: !!m?.mailingListSignUpEnabled && joined,
        // Only when the verification widget is shown (spec 001 §3).
        captchaToken: verify.enabled ? (verify.token() ?? '') : undefined,
      });
      if (round.current != at) return;
      setPhase('success');
    } catch (e) {
      if (round.current != at) return;
      setPhase('error');
      // The server's data.message (as text), else the typed error's own words; the verification starts over.
      setMessage(isStorefrontError(e) ? e.message : t('unknownError'));
      verify.reset();
    } finally {
      if (round.current == at) busy.current = false;
    }
  };

  const cta = texts!.CTAText || t('restockCta');
  const submitting = phase == 'submitting';
  return (
    <div className="sf-root restock" part="restock" data-state={phase}>
      <p id="sf-restock-cta" part="cta" className="cta">
        {cta}
      </p>
      {phase == 'success' ? (
        <p ref={success} part="success" className="success" role="status" tabIndex={-1}>
          {t('signedUp')}
        </p>
      ) : (
        <form
          part="form"
          className="form"
          noValidate
          aria-labelledby="sf-restock-cta"
          aria-busy={submitting || undefined}
          onSubmit={(e) => void submit(e)}
        >
          <label htmlFor="sf-restock-email" className="sf-visually-hidden">
            {t('restockEmailLabel')}
          </label>
          <input
            ref={input}
            id="sf-restock-email"
            part="email"
            className="email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder={texts!.placeholderText || t('restockPlaceholder')}
            value={email}
            aria-invalid={emailError || undefined}
            aria-describedby={message ? 'sf-restock-message' : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          {m!.mailingListSignUpEnabled && (
            <label part="mailing-list" className="mailing-list">
              <input ref={box} type="checkbox" part="checkbox" checked={join} onChange={(e) => setJoin(e.target.checked)} />
              {texts!.mailingListDescription || t('restockMailingList')}
            </label>
          )}
          <Captcha captcha={verify} />
          <button type="submit" part="button" className="button" aria-disabled={submitting || undefined}>
            {texts!.buttonText || t('restockButton')}
          </button>
          <p id="sf-restock-message" part="message" className="message" role="alert">
            {message}
          </p>
        </form>
      )}
    </div>
  );
}
