import type { Translate } from '../i18n';
import '../i18n/strings/posts';

// Spec 001 §9: "Like and comment counts pluralise". The count grouped in the page's locale ("1,204 likes").

/** "1 like", "0 likes", "12 likes". */
export const likeCount = (n: number, t: Translate, locale?: string): string =>
  n == 1 ? t('likeCountOne') : t('likeCountMany', { count: n.toLocaleString(locale) });

/** The comment link's text: "Comment" for none, "1 comment", "N comments". */
export const commentCount = (n: number, t: Translate, locale?: string): string =>
  n == 0 ? t('commentLinkNone') : n == 1 ? t('commentLinkOne') : t('commentLinkMany', { count: n.toLocaleString(locale) });
