import { registerStrings } from '../registry';

/**
 * A member area's access-denied page (the member-gate widget; spec 000 §2 and §6: "Members-only pages show an
 * access-denied page with a Join button"). The spec names the page and its Join button, not its words: the others are
 * the SDK's (docs/strings.md "Decisions"). Named so that no chunk is named like a widget.
 */
export const memberStrings = {
  memberGateTitle: 'Members only',
  memberGateDenied: 'This page is for members. Join to see it.',
  memberGateNoAccess: 'Your membership does not include this page.',
  memberGateJoin: 'Join',
} as const;

registerStrings(memberStrings);
