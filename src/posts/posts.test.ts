import { describe, expect, it } from 'vitest';
import { defaultT } from '../i18n';
import '../i18n/strings/discussion';
import '../i18n/strings/posts';
import { commentCount, likeCount } from './counts';
import { commentsShown, parsePost } from './post';
import { epochMs, timeSince } from './relativeTime';

const BASE = 'https://shop.example/journal/';
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 28, 12);

describe('parsePost (spec 001 §3 Post)', () => {
  it('reads the fields the widgets use, counts as whole numbers ≥ 0, fullUrl resolved and checked', () => {
    expect(parsePost({ id: 7, likeCount: 3.7, publicCommentCount: -2, commentState: 1, fullUrl: '/journal/fern' }, BASE)).toEqual({
      ok: true,
      post: { id: '7', likeCount: 3, publicCommentCount: 0, commentState: 1, fullUrl: 'https://shop.example/journal/fern' },
    });
    const bad = parsePost({ id: ' p ', likeCount: '9', fullUrl: 'javascript:alert(1)' }, BASE);
    expect(bad).toEqual({ ok: true, post: { id: 'p', likeCount: 0, publicCommentCount: 0, commentState: 0, fullUrl: null } });
  });
  it('refuses what is not a post', () => {
    expect(parsePost([], BASE)).toEqual({ ok: false, error: 'is not a JSON object' });
    expect(parsePost({ id: '  ' }, BASE)).toEqual({ ok: false, error: 'has no id' });
    expect(parsePost({ id: Number.NaN }, BASE)).toEqual({ ok: false, error: 'has no id' });
  });
  it('comments show where they are open or some are public (spec 001 §4)', () => {
    const post = (commentState: number, publicCommentCount: number) => ({
      id: 'p',
      likeCount: 0,
      fullUrl: null,
      commentState,
      publicCommentCount,
    });
    expect(commentsShown(post(1, 0))).toBe(true);
    expect(commentsShown(post(0, 2))).toBe(true);
    expect(commentsShown(post(0, 0))).toBe(false);
    expect(commentsShown(post(2, 0))).toBe(false);
  });
});

describe('counts pluralise (spec 001 §9)', () => {
  it('likes', () => {
    expect([0, 1, 2, 1204].map((n) => likeCount(n, defaultT, 'en-US'))).toEqual(['0 likes', '1 like', '2 likes', '1,204 likes']);
  });
  it('the comment link', () => {
    expect([0, 1, 5].map((n) => commentCount(n, defaultT, 'en-US'))).toEqual(['Comment', '1 comment', '5 comments']);
  });
});

describe('timeSince (spec 001 §9 relative time, §8 "Invalid date.")', () => {
  it.each([
    [0, 'less than a minute ago'],
    [59 * 1000, 'less than a minute ago'],
    [-5 * MIN, 'less than a minute ago'],
    [MIN, 'about 1 minute ago'],
    [59 * MIN, 'about 59 minutes ago'],
    [HOUR, 'about 1 hour ago'],
    [3 * HOUR + 20 * MIN, 'about 3 hours ago'],
    [DAY, 'about 1 day ago'],
    [6 * DAY, 'about 6 days ago'],
    [7 * DAY, 'about 1 week ago'],
    [29 * DAY, 'about 4 weeks ago'],
    [30 * DAY, 'about 1 month ago'],
    [59 * DAY, 'about 1 month ago'],
    [60 * DAY, 'about 2 months ago'],
    [364 * DAY, 'about 12 months ago'],
    [365 * DAY, 'about 1 year ago'],
    [3 * 365 * DAY, 'about 3 years ago'],
  ])('%i ms ago → %s', (ago, words) => {
    expect(timeSince(NOW - ago, NOW, defaultT)).toBe(words);
  });
  it('a time as digits counts; anything non-numeric is "Invalid date."', () => {
    expect(timeSince(String(NOW - 2 * HOUR), NOW, defaultT)).toBe('about 2 hours ago');
    for (const v of ['yesterday', '2026-11-28T10:00:00Z', null, undefined, Number.NaN, Infinity, {}])
      expect(timeSince(v, NOW, defaultT)).toBe('Invalid date.');
    expect(epochMs(' 12 ')).toBe(12);
  });
});
