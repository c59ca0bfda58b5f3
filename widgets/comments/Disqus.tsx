import { useEffect } from 'react';
import '../../src/i18n/strings/discussion';
import { trustedScriptUrl } from '../../src/dom/trustedScriptUrl';
import type { PostData } from '../../src/posts/post';
import { useT } from '../../src/ui/strings';

interface DisqusWindow {
  disqus_config?: (this: { page: { url?: string; identifier?: string } }) => void;
  DISQUS?: { reset(options: { reload: boolean; config: DisqusWindow['disqus_config'] }): void };
}

/** Disqus's embed script of a site (its shortname checked already: letters, digits, hyphens). */
export const disqusScript = (shortname: string) => `https://${shortname}.disqus.com/embed.js`;

/**
 * Disqus's comments for the post (docs/widgets/comments.md "Disqus"): the embed needs its `#disqus_thread` in the page's
 * own DOM, so the widget adds one to its element (shown through a named slot) and loads the embed with the post's id and
 * URL. Mounted only once the area is near (widgets/comments/Comments.tsx): nothing of Disqus loads before.
 */
export function Disqus({ shortname, post, el }: { shortname: string; post: PostData; el: Element }) {
  const t = useT();
  useEffect(() => {
    const doc = el.ownerDocument;
    const win = doc.defaultView as (Window & DisqusWindow) | null;
    if (!win) return;
    const thread = doc.createElement('div');
    thread.id = 'disqus_thread';
    thread.slot = 'disqus';
    el.append(thread);
    const url = post.fullUrl ?? win.location.href.replace(/#.*$/, '');
    // Disqus calls it with its own `this`, whose page it fills in.
    const config: DisqusWindow['disqus_config'] = function () {
      Object.assign(this.page, { url, identifier: post.id });
    };
    Object.assign(win, { disqus_config: config });
    if (win.DISQUS) win.DISQUS.reset({ reload: true, config });
    else {
      const script = doc.createElement('script');
      script.src = trustedScriptUrl(disqusScript(shortname), doc);
      script.async = true;
      script.setAttribute('data-timestamp', String(Date.now()));
      (doc.head ?? doc.documentElement).append(script);
    }
    return () => thread.remove();
  }, [shortname, post, el]);
  return (
    <section part="area" className="sf-root area" aria-labelledby="sf-comments-heading">
      <h2 id="sf-comments-heading" part="heading" className="heading">
        {t('commentsHeading')}
      </h2>
      <slot name="disqus" />
    </section>
  );
}
