import { useEffect, useState, type ComponentType } from 'react';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useNear } from '../../src/ui/near';
import type { ProfileLinksProps } from './ProfileLinks';
import type { Profile } from './profiles';

export type FollowState = 'waiting' | 'ready';

export interface FollowProps {
  profiles: Profile[];
  /** The widget's element: its links load when it comes within one screen of the viewport. */
  el: Element;
  fail: (reason: unknown) => void;
  onState: (state: FollowState) => void;
}

/**
 * The follow widget: the site's profile links, each an icon named by its network (or host). A footer's buttons are
 * below the first screen on most pages: until the element comes within one screen of the viewport the owner's
 * fallback shows and the links' code (./ProfileLinks.tsx, with the icons) is not loaded.
 */
export function Follow({ profiles, el, fail, onState }: FollowProps) {
  const near = useNear(el);
  const [Links, setLinks] = useState<ComponentType<ProfileLinksProps> | null>(null);
  const [error, setError] = useState<unknown>();
  useWidgetState(onState, Links ? 'ready' : 'waiting', fail, error !== undefined, error);
  useEffect(() => {
    if (!near) return;
    let gone = false;
    import('./ProfileLinks').then(
      (m) => gone || setLinks(() => m.ProfileLinks),
      (e: unknown) => gone || setError(e),
    );
    return () => void (gone = true);
  }, [near]);
  return Links ? <Links profiles={profiles} /> : <Fallback />;
}
