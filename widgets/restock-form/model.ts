import type { ProductVariant } from '../../src/product';

/** The form's phase while it shows (./RestockForm.tsx, RestockFormState). */
export type Phase = 'idle' | 'invalid' | 'submitting' | 'success' | 'error';

/** What the form keeps while the visitor changes variants, or while it hides (a variant in stock) and shows again. */
export interface RestockFormModel {
  phase: Phase;
  setPhase: (phase: Phase) => void;
  message: string;
  setMessage: (message: string) => void;
  emailError: boolean;
  setEmailError: (error: boolean) => void;
  email: string;
  setEmail: (email: string) => void;
  join: boolean;
  setJoin: (join: boolean) => void;
  /** Whether a sign-up is in flight (another submit sends nothing). */
  busy: () => boolean;
  /** A sign-up starts for the variant of this key: returns its round, which a change of variant ends. */
  begin: (key: string) => number;
  /** Whether the round `at` is still the form's (no variant chosen since): its answer counts. */
  current: (at: number) => boolean;
  /** The round `at` has its answer: another submit may send, if the round is still the form's. */
  end: (at: number) => void;
}

/** A variant's identity for "the visitor chose another one"; '' for none. */
export const keyOf = (v: ProductVariant | null): string => (v ? v.id || v.sku || '?' : '');
