import { registerStrings } from '../registry';

/**
 * Posts: the like button and the comment link (spec 001 §2, §9: "Like and comment counts pluralise"): the counts are
 * the spec's words, the button's name the SDK's own. The comment area's words are ./discussion.ts (loaded with the
 * area). Named so that no chunk is named like a widget.
 */
export const postStrings = {
  likeButton: 'Like',
  likeCountOne: '1 like',
  likeCountMany: '{count} likes',
  commentLinkNone: 'Comment',
  commentLinkOne: '1 comment',
  commentLinkMany: '{count} comments',
} as const;

registerStrings(postStrings);
