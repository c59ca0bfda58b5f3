import '../../src/i18n/strings/social-links';
import { SocialIcon } from '../../src/ui/socialIcons';
import { useT } from '../../src/ui/strings';
import type { Profile } from './profiles';

export interface ProfileLinksProps {
  profiles: Profile[];
}

/** The profile links: a list named "Follow us", each link an icon named by its network or host, in a new window, `rel="me noopener"`. */
export function ProfileLinks({ profiles }: ProfileLinksProps) {
  const t = useT();
  return (
    <ul part="root" className="sf-root follow" aria-label={t('followRegion')}>
      {profiles.map((profile) => (
        <li key={profile.url}>
          <a
            part={`link ${profile.icon}`}
            className="button"
            href={profile.url}
            target="_blank"
            rel="me noopener"
            aria-label={`${t('followOn', { network: profile.name })} ${t('newWindow')}`}
            title={profile.name}
          >
            <SocialIcon name={profile.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
