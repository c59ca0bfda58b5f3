import { useRef, useState } from 'react';
import '../../src/i18n/strings/social-links';
import { useWidgetState } from '../../src/ui/defineWidget';
import { SocialIcon } from '../../src/ui/socialIcons';
import { useT } from '../../src/ui/strings';
import type { ShareData } from './attributes';
import { copyText, NETWORK_NAMES, shareLink } from './links';

export type ButtonsState = 'idle' | 'copied' | 'copy-failed';

export interface ShareButtonsProps extends ShareData {
  fail: (reason: unknown) => void;
  onState: (state: ButtonsState) => void;
}

type NativeShare = Navigator & { share?: (data: { url: string; title?: string }) => Promise<void> };

/**
 * The share buttons (loaded by ./Share.tsx when the element comes near): plain links to each network's own share page (a new window, `noopener`), an email link, "Copy
 * link" (a polite "Link copied"), and the browser's own share sheet where it has one. No script, pixel or request to
 * any network: nothing leaves the page before the visitor presses.
 */
export function ShareButtons({ url, title, image, networks, fail, onState }: ShareButtonsProps) {
  const t = useT();
  const [state, setState] = useState<ButtonsState>('idle');
  const root = useRef<HTMLDivElement>(null);
  useWidgetState(onState, state, fail, false);
  const nav = typeof navigator == 'undefined' ? undefined : (navigator as NativeShare);
  const native = typeof nav?.share == 'function';
  const copy = async () => {
    setState('idle');
    setState((await copyText(url, root.current!)) ? 'copied' : 'copy-failed');
  };
  return (
    <div ref={root} part="root" className="sf-root share" role="group" aria-labelledby="share-label" data-state={state}>
      <span id="share-label" part="label" className="label">
        {t('shareRegion')}
      </span>
      <ul className="buttons">
        {networks.map((network) => {
          if (network == 'copy')
            return (
              <li key={network}>
                <button part="copy" type="button" className="button wide" onClick={() => void copy()}>
                  <SocialIcon name={state == 'copied' ? 'check' : 'link'} />
                  <span>{t('shareCopy')}</span>
                </button>
              </li>
            );
          const href = shareLink(network, { url, title, image, networks })!;
          const name = network == 'email' ? t('shareByEmail') : `${t('shareOn', { network: NETWORK_NAMES[network] })} ${t('newWindow')}`;
          return (
            <li key={network}>
              <a
                part={`link ${network}`}
                className="button"
                href={href}
                aria-label={name}
                title={network == 'email' ? name : t('shareOn', { network: NETWORK_NAMES[network] })}
                {...(network == 'email' ? {} : { target: '_blank', rel: 'noopener' })}
              >
                <SocialIcon name={network} />
              </a>
            </li>
          );
        })}
        {native && (
          <li>
            <button
              part="native"
              type="button"
              className="button wide"
              onClick={() => void nav?.share?.({ url, title: title || undefined }).catch(() => {})}
            >
              <SocialIcon name="share" />
              <span>{t('shareNative')}</span>
            </button>
          </li>
        )}
      </ul>
      <p part="status" className="status" role="status" aria-live="polite">
        {state == 'copied' ? t('shareCopied') : state == 'copy-failed' ? t('shareCopyFailed') : ''}
      </p>
    </div>
  );
}
