import { useEffect, useRef } from 'react';
import type { AccountState } from '../../src/account/types';
import type { AccountHandle } from '../../src/account/handle';
import '../../src/i18n/strings/account';
import '../../src/i18n/strings/members';
import type { Runtime } from '../../src/runtime/types';
import { recordPageEvent } from '../../src/telemetry/recordPageEvent';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Nested } from '../../src/ui/Nested';
import { useT } from '../../src/ui/strings';
import { useStoreFields } from '../../src/ui/useStore';

/** `denied`: a visitor who is not signed in; `member`: a signed-in member whose membership does not include the page. */
export type MemberGateState = 'denied' | 'member';

export interface MemberGateProps {
  rt: Runtime;
  /** The page's account (src/account/handle.ts): whether a member is signed in, and their email where this tab knows it. */
  account: AccountHandle;
  joinUrl: string;
  fail: (reason: unknown) => void;
  onState: (state: MemberGateState) => void;
}

/** A gated-content event; its failures are the older tracker's to log (docs/analytics.md), never the gate's. */
const record = (rt: Runtime, event: 'access-denied-view' | 'join-button-click', fields: Record<string, string | boolean>) =>
  recordPageEvent(rt, event, fields).catch(() => {});

/**
 * A plain press of Join (no modifier key, the main button): records its event, then leaves for `href` once the event is
 * sent or 400 ms have passed, so the page's unload never drops it (the event's code may still be on its way). Any other
 * press (a new tab, a new window) is the browser's as usual.
 */
function joinPressed(
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'preventDefault'>,
  sent: Promise<unknown>,
  href: string,
): void {
  if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void Promise.race([sent, new Promise((done) => setTimeout(done, 400))]).then(() => location.assign(href));
}

/**
 * A member area's access-denied page (spec 000 §2, §6; spec 001 page types 105, 106): the message and **Join**, a link
 * to `joinUrl`; for a signed-in member without access, the same with the email they signed in with and the account's
 * Sign out (the account widget, nested through `rt.nested`: widgets never import each other). Its show records the
 * gated-content event `access-denied-view`, a press of Join `join-button-click` (docs/analytics.md: only with the
 * `video-paywall` toggle on and the census cookie present).
 */
export function MemberGate({ rt, account, joinUrl, fail, onState }: MemberGateProps) {
  const t = useT();
  const { status, email } = useStoreFields<AccountState, 'status' | 'email'>(account.store, ['status', 'email']);
  const member = status == 'signed-in' || status == 'signing-out';
  useWidgetState(onState, member ? 'member' : 'denied', fail, false);

  // Shown: once per mount, signed in or not.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    void record(rt, 'access-denied-view', { signed_in: member, join_url: joinUrl });
  }, [rt, member, joinUrl]);

  return (
    <section part="gate" className="sf-root gate" aria-labelledby="sf-member-gate-title">
      <svg className="lock" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.08" />
        <path d="M17 22v-4a7 7 0 0 1 14 0v4" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" />
        <rect x="14" y="22" width="20" height="14" rx="3" fill="currentColor" />
      </svg>
      <h2 id="sf-member-gate-title" part="title" className="title">
        {t('memberGateTitle')}
      </h2>
      <p part="message" className="message">
        {member ? t('memberGateNoAccess') : t('memberGateDenied')}
      </p>
      {member && (
        <p part="email" className="email">
          {email ? t('accountSignedInAs', { email }) : t('accountSignedIn')}
        </p>
      )}
      <a
        part="join"
        className="join"
        href={joinUrl}
        onClick={(e) => joinPressed(e, record(rt, 'join-button-click', { signed_in: member, join_url: joinUrl }), joinUrl)}
      >
        {t('memberGateJoin')}
      </a>
      {member && <Nested rt={rt} widget="account" attrs={{}} exportparts="button,panel,sign-out" className="account" />}
    </section>
  );
}
