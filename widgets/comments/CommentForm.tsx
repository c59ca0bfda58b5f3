import { useRef, useState, type FormEvent } from 'react';
import { isStorefrontError } from '../../src/api/errors';
import { postComment } from '../../src/api/comments';
import { isValidEmail } from '../../src/forms/email';
import '../../src/i18n/strings/forms';
import '../../src/i18n/strings/discussion';
import type { PostData } from '../../src/posts/post';
import type { Runtime } from '../../src/runtime/types';
import { Captcha, useCaptcha } from '../../src/ui/forms/Captcha';
import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/errors';
import { parseComment, type CommentData } from './comment';
import { widgetSettings } from '../../src/settings/widgetSettings';

export type FormPhase = 'idle' | 'invalid' | 'submitting' | 'pending' | 'published' | 'error';

type Field = 'author' | 'email' | 'text';
type Problems = Partial<Record<Field, string>>;

export interface CommentFormProps {
  rt: Runtime;
  post: PostData;
  onPhase: (phase: FormPhase) => void;
  /** A comment the platform took: shown at the top of the list (marked while it awaits approval). */
  onPosted: (comment: CommentData) => void;
}

/**
 * The new comment's form: name, email and comment, checked before anything is sent; the captcha where the site's
 * settings carry a captcha site key, as the site forms show it, but only once the visitor is in the form (nothing of the
 * provider loads before); the answer's `status`: "Your comment is awaiting approval." or published.
 */
export function CommentForm({ rt, post, onPhase, onPosted }: CommentFormProps) {
  const t = useT();
  const [phase, setPhaseState] = useState<FormPhase>('idle');
  const [problems, setProblems] = useState<Problems>({});
  const [message, setMessage] = useState('');
  const [engaged, setEngaged] = useState(false);
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const captcha = useCaptcha({ enabled: engaged && !!widgetSettings(rt.settings).captchaSettings?.siteKey, rt });

  const setPhase = (p: FormPhase) => {
    setPhaseState(p);
    onPhase(p);
  };
  const value = (name: Field) => ((form.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '').trim();

  const check = (author: string, email: string, text: string): Problems => {
    const out: Problems = {};
    if (!author) out.author = t('commentAuthorBlank');
    if (!email) out.email = t('commentEmailBlank');
    else if (!isValidEmail(email)) out.email = t('commentEmailInvalid');
    if (!text) out.text = t('commentTextBlank');
    return out;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const author = value('author');
    const email = value('email');
    const text = value('text');
    const found = check(author, email, text);
    setProblems(found);
    const firstBad = (['author', 'email', 'text'] as const).find((f) => found[f]);
    if (firstBad) {
      setMessage('');
      setPhase('invalid');
      (form.current?.elements.namedItem(firstBad) as HTMLElement | null)?.focus();
      return;
    }
    const unverified = captcha.validate();
    if (unverified) {
      setMessage(unverified);
      return setPhase('invalid');
    }
    busy.current = true;
    setMessage('');
    setPhase('submitting');
    try {
      const token = captcha.enabled ? (captcha.token() ?? '') : undefined;
      const answer = await postComment(rt.api, post.id, { author, email, text, ...(token === undefined ? {} : { captchaToken: token }) });
      const posted = parseComment(answer);
      const pending = (answer as { status?: unknown } | null)?.status != 'published';
      onPosted({ ...(posted ?? { id: `new-${Date.now()}`, author, createdOn: Date.now(), text }), pending });
      const field = form.current?.elements.namedItem('text') as HTMLTextAreaElement | null;
      if (field) field.value = '';
      setMessage(t(pending ? 'commentPending' : 'commentPublished'));
      setPhase(pending ? 'pending' : 'published');
    } catch (e) {
      setMessage(isStorefrontError(e) ? e.message : t('unknownError'));
      setPhase('error');
      captcha.reset();
    } finally {
      busy.current = false;
    }
  };

  const submitting = phase == 'submitting';
  const done = phase == 'pending' || phase == 'published';
  const fieldProps = (name: Field) => ({
    id: `sf-comment-${name}`,
    name,
    part: `input ${name}`,
    className: 'input',
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `sf-comment-${name}-error` : undefined,
  });
  const error = (name: Field) =>
    problems[name] ? (
      <span id={`sf-comment-${name}-error`} part="field-error" className="field-error">
        {problems[name]}
      </span>
    ) : null;

  return (
    <form
      ref={form}
      part="form"
      className="form"
      noValidate
      aria-labelledby="sf-comment-form-heading"
      aria-busy={submitting || undefined}
      onFocus={() => setEngaged(true)}
      onSubmit={(e) => void submit(e)}
    >
      <h3 id="sf-comment-form-heading" part="form-heading" className="form-heading">
        {t('commentFormHeading')}
      </h3>
      <div className="row">
        <p className="field">
          <label htmlFor="sf-comment-author">{t('commentAuthor')}</label>
          <input {...fieldProps('author')} type="text" autoComplete="name" maxLength={100} />
          {error('author')}
        </p>
        <p className="field">
          <label htmlFor="sf-comment-email">{t('commentEmail')}</label>
          <input {...fieldProps('email')} type="email" autoComplete="email" maxLength={256} />
          {error('email')}
        </p>
      </div>
      <p className="field">
        <label htmlFor="sf-comment-text">{t('commentText')}</label>
        <textarea {...fieldProps('text')} rows={4} maxLength={5000} />
        {error('text')}
      </p>
      <Captcha captcha={captcha} />
      <button type="submit" part="submit" className="submit" aria-disabled={submitting || undefined}>
        {submitting ? t('submitting') : t('commentSubmit')}
      </button>
      <p part="message" className="message" role="alert">
        {done ? '' : message}
      </p>
      <p part="success" className="success" role="status">
        {done ? message : ''}
      </p>
    </form>
  );
}
