import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { resolveVariant, restockWanted, type ProductStore } from '../../src/product';
import { placeRestockForm } from '../../src/product/placeRestockForm';
import { loadOnce } from '../../src/runtime/loadOnce';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useStoreFields } from '../../src/ui/useStore';
import type { RestockCaptchaOption } from './attributes';
import type { Runtime } from '../../src/runtime/createRuntime';
import type { RestockFormBody } from './RestockFormBody';
import { keyOf, type Phase, type RestockFormModel } from './model';

// The restock form's widget: whether the form shows (the product's stock, the chosen variant) and the form's state,
// kept across variants. The form itself (its fields, checks, captcha and sign-up: ./RestockFormBody.tsx) loads when it
// first shows: a product in stock, the usual case, never loads it.

/**
 * - `loading`: the product is loading, or the form's code (RestockFormBody.tsx, loaded when the form first shows): the
 *   element's fallback shows.
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

export interface RestockFormProps {
  /** The page's runtime: the API the sign-up goes to, and the site settings' captcha key. */
  rt: Runtime;
  store: ProductStore;
  captcha: RestockCaptchaOption;
  fail: (reason: unknown) => void;
  onState: (state: RestockFormState) => void;
}

/** The form's code, loaded when it first shows; a failed load is forgotten (the next showing tries again). */
const loadBody = loadOnce(() => import('./RestockFormBody').then((m) => m.RestockFormBody));

export function RestockForm({ rt, store, captcha, fail, onState }: RestockFormProps) {
  const { status, product, error, chosen } = useStoreFields(store, ['status', 'product', 'error', 'chosen']);
  const shown = !!product && restockWanted(product, chosen);
  const variantKey = keyOf(product && resolveVariant(product, chosen));
  const m = product?.merchandising;

  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState('');
  const [emailError, setEmailError] = useState(false);
  const [email, setEmail] = useState('');
  const [join, setJoin] = useState(() => !!m?.mailingListOptInByDefault);
  const busy = useRef(false);
  const forKey = useRef(variantKey);
  const round = useRef(0);
  const [Body, setBody] = useState<typeof RestockFormBody | null>(null);

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
  // The form's code, once it is to show; a failure to load it fails the widget (its fallback stays, one message).
  useEffect(() => {
    if (!shown || Body) return;
    let live = true;
    loadBody().then(
      (loaded) => live && setBody(() => loaded),
      (reason: unknown) => live && fail(reason),
    );
    return () => {
      live = false;
    };
  }, [shown, Body, fail]);

  const state: RestockFormState = status == 'error' ? 'failed' : !product || (shown && !Body) ? 'loading' : shown ? phase : 'hidden';
  useWidgetState(onState, state, fail, status == 'error', error);

  if (!product || (shown && !Body)) return <Fallback />;
  if (!shown || !Body) return null;
  const model: RestockFormModel = {
    phase,
    setPhase,
    message,
    setMessage,
    emailError,
    setEmailError,
    email,
    setEmail,
    join,
    setJoin,
    busy: () => busy.current,
    begin: (key) => {
      busy.current = true;
      forKey.current = key;
      return round.current;
    },
    current: (at) => round.current == at,
    end: (at) => {
      if (round.current == at) busy.current = false;
    },
  };
  return <Body rt={rt} store={store} product={product} captcha={captcha} model={model} />;
}
