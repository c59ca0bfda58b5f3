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
  timeJustNow: 'less than a minute ago',
  timeMinute: 'about 1 minute ago',
  timeMinutes: 'about {count} minutes ago',
  timeHour: 'about 1 hour ago',
  timeHours: 'about {count} hours ago',
  timeDay: 'about 1 day ago',
  timeDays: 'about {count} days ago',
  timeWeek: 'about 1 week ago',
  timeWeeks: 'about {count} weeks ago',
  timeMonth: 'about 1 month ago',
  timeMonths: 'about {count} months ago',
  timeYear: 'about 1 year ago',
  timeYears: 'about {count} years ago',
  timeInvalid: 'Invalid date.',
} as const;

registerStrings(discussionStrings);
