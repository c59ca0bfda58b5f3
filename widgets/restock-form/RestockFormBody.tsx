import { useEffect, useLayoutEffect, useRef, type FormEvent } from 'react';
import { isStorefrontError } from '../../src/api/errors';
import { signUpForRestock } from '../../src/api/restock';
import { isValidEmail } from '../../src/forms/email';
import type { Translate } from '../../src/i18n';
import { stylesheet } from '../../src/ui/stylesheet';
import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/errors';
import '../../src/i18n/strings/restock';
import { resolveVariant, type Product, type ProductStore } from '../../src/product';
import { Captcha, useCaptcha } from '../../src/ui/forms/Captcha';
import type { RestockCaptchaOption } from './attributes';
import type { Runtime } from '../../src/runtime/createRuntime';
import { keyOf, type RestockFormModel } from './model';
import { restockFormCss } from './styles';

// The restock form itself, loaded by its widget (./RestockForm.tsx) when it first shows: the email field, the
// mailing-list box, the captcha, the checks and the sign-up. Its state is the widget's (`model`), so a variant in stock
// and back keeps what the visitor typed.

/** The visitor's email problem, or null: blank, then the form engine's email rule (spec 001 §5 "Restock sign-up"). */
export function emailProblem(email: string, t: Translate): string | null {
  const e = email.trim();
  return !e ? t('emailBlank') : isValidEmail(e) ? null : t('emailInvalid');
}

export interface RestockFormBodyProps {
  rt: Runtime;
  store: ProductStore;
  /** The product, with a variant (or all) sold out: the form shows. */
  product: Product;
  captcha: RestockCaptchaOption;
  model: RestockFormModel;
}

export function RestockFormBody({ rt, store, product: p, captcha, model }: RestockFormBodyProps) {
  const t = useT();
  const { phase, setPhase, message, setMessage, emailError, setEmailError, email, setEmail, join, setJoin } = model;
  const m = p.merchandising;
  const texts = m?.restockNotificationMessages;
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const success = useRef<HTMLParagraphElement>(null);
  const root = useRef<HTMLDivElement>(null);

  // Its CSS, adopted by the widget's shadow root with its first render (before it is painted): a product in stock,
  // whose form never shows, loads none.
  useLayoutEffect(() => {
    const shadow = root.current!.getRootNode();
    const sheet = stylesheet(restockFormCss);
    if (shadow instanceof ShadowRoot && !shadow.adoptedStyleSheets.includes(sheet))
      shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  }, []);

  // Shown with the form only: destroyed on success (spec 001 §4), when the form hides, and on unmount.
  const verify = useCaptcha({ enabled: captcha.enabled && phase != 'success', theme: captcha.theme, rt });
  useEffect(() => {
    if (phase == 'success') success.current?.focus();
  }, [phase]);

  const refuse = (text: string, onEmail: boolean) => {
    setPhase('invalid');
    setMessage(text);
    setEmailError(onEmail);
    if (onEmail) input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (model.busy()) return;
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
      // A sold-out product whose options are not all chosen: the sign-up needs a variant (add-to-cart's message, its
      // code loaded only then).
      const check = await import('../../src/product/validateAdd').then(
        ({ validateAdd }) => validateAdd(p, { chosen, quantity: 1 }, t),
        () => null,
      );
      return refuse(check && !check.ok ? check.message : t('unknownError'), false);
    }
    // The choice may be newer than the last render: the sign-up is for `picked`.
    const at = model.begin(keyOf(picked));
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
      if (!model.current(at)) return;
      setPhase('success');
    } catch (e) {
      if (!model.current(at)) return;
      setPhase('error');
      // The server's data.message (as text), else the typed error's own words; the verification starts over.
      setMessage(isStorefrontError(e) ? e.message : t('unknownError'));
      verify.reset();
    } finally {
      model.end(at);
    }
  };

  const cta = texts.CTAText || t('restockCta');
  const submitting = phase == 'submitting';
  return (
    <div ref={root} className="sf-root restock" part="restock" data-state={phase}>
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
            placeholder={texts.placeholderText || t('restockPlaceholder')}
            value={email}
            aria-invalid={emailError || undefined}
            aria-describedby={message ? 'sf-restock-message' : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          {m.mailingListSignUpEnabled && (
            <label part="mailing-list" className="mailing-list">
              <input ref={box} type="checkbox" part="checkbox" checked={join} onChange={(e) => setJoin(e.target.checked)} />
              {texts.mailingListDescription || t('restockMailingList')}
            </label>
          )}
          <Captcha captcha={verify} />
          <button type="submit" part="button" className="button" aria-disabled={submitting || undefined}>
            {texts.buttonText || t('restockButton')}
          </button>
          <p id="sf-restock-message" part="message" className="message" role="alert">
            {message}
          </p>
        </form>
      )}
    </div>
  );
}
