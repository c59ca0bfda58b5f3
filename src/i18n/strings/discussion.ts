import { registerStrings } from '../registry';

/**
 * The comment area (widgets/comments, area mode): the relative times of spec 001 §9 ("about 3 hours ago", "less than a
 * minute ago") and §8's "Invalid date."; the heading, the form's labels and messages are the SDK's own (docs/strings.md
 * "Decisions"). Loaded with the area's code, when it is scrolled near.
 */
export const discussionStrings = {
  commentsHeading: 'Comments',
  commentsNone: 'No comments yet.',
  commentsLoadMore: 'Load more',
  commentFormHeading: 'Leave a comment',
  commentAuthor: 'Name',
  commentEmail: 'Email',
  commentText: 'Comment',
  commentSubmit: 'Post comment',
  commentAuthorBlank: 'Name cannot be blank',
  commentEmailBlank: 'Email cannot be blank',
  commentEmailInvalid: 'Email is invalid',
  commentTextBlank: 'Comment cannot be blank',
  commentPending: 'Your comment is awaiting approval.',
  commentPublished: 'Your comment is published.',
  commentPendingMark: 'Awaiting approval',
  agoJustNow: 'less than a minute ago',
  agoMinute: 'about 1 minute ago',
  agoMinutes: 'about {count} minutes ago',
  agoHour: 'about 1 hour ago',
  agoHours: 'about {count} hours ago',
  agoDay: 'about 1 day ago',
  agoDays: 'about {count} days ago',
  agoWeek: 'about 1 week ago',
  agoWeeks: 'about {count} weeks ago',
  agoMonth: 'about 1 month ago',
  agoMonths: 'about {count} months ago',
  agoYear: 'about 1 year ago',
  agoYears: 'about {count} years ago',
  agoInvalid: 'Invalid date.',
} as const;

registerStrings(discussionStrings);
