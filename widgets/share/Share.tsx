import { useEffect, useState, type ComponentType } from 'react';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useNear } from '../../src/ui/near';
import type { ShareData } from './attributes';
import type { ButtonsState, ShareButtonsProps } from './ShareButtons';

export type ShareState = 'waiting' | ButtonsState;

export interface ShareProps extends ShareData {
  /** The widget's element: its buttons load when it comes within one screen of the viewport. */
  el: Element;
  fail: (reason: unknown) => void;
  onState: (state: ShareState) => void;
}

/**
 * The share widget. Share buttons sit at the end of a post, below the first screen: until the element comes within one
 * screen of the viewport the owner's fallback shows and the buttons' code (./ShareButtons.tsx, with the icons) is not
 * loaded; then the buttons, whose states (idle, copied, copy-failed) are the widget's.
 */
export function Share({ el, fail, onState, ...data }: ShareProps) {
  const near = useNear(el);
  const [Buttons, setButtons] = useState<ComponentType<ShareButtonsProps> | null>(null);
  const [error, setError] = useState<unknown>();
  useWidgetState(onState, 'waiting', fail, error !== undefined, error);
  useEffect(() => {
    if (!near) return;
    let gone = false;
    import('./ShareButtons').then(
      (m) => gone || setButtons(() => m.ShareButtons),
      (e: unknown) => gone || setError(e),
    );
    return () => void (gone = true);
  }, [near]);
  return Buttons ? <Buttons {...data} fail={fail} onState={onState} /> : <Fallback />;
}
