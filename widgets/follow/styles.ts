/**
 * Custom properties: --sf-follow-color (the icons, #1a1a1a), --sf-follow-background (transparent),
 * --sf-follow-border (#d9d9d4), --sf-follow-hover-background (#f4f4f1), --sf-follow-size (a button's size, 40px),
 * --sf-follow-gap (8px), --sf-follow-justify (the row's alignment, center), --sf-follow-focus-color (#2563eb).
 * Parts: root (the list), link (each also named by its icon: facebook, instagram, x, youtube, tiktok, linkedin,
 * pinterest, threads, soundcloud, bandcamp, link).
 *
 * The row is one button high (--sf-follow-size) however many profiles it holds on a wide screen: a page can hold its
 * place while the fallback shows (docs/widgets/follow.md).
 */
export const followCss = `
.follow {
  display: flex; flex-wrap: wrap; justify-content: var(--sf-follow-justify, center); gap: var(--sf-follow-gap, 8px);
  margin: 0; padding: 0; list-style: none;
}
.button {
  box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center;
  width: var(--sf-follow-size, 40px); height: var(--sf-follow-size, 40px); border-radius: 999px;
  border: 1px solid var(--sf-follow-border, #d9d9d4); background: var(--sf-follow-background, transparent);
  color: var(--sf-follow-color, #1a1a1a); transition: background-color 0.15s ease;
}
.button:hover { background: var(--sf-follow-hover-background, #f4f4f1); }
.button:focus-visible { outline: 2px solid var(--sf-follow-focus-color, #2563eb); outline-offset: 2px; }
`;
