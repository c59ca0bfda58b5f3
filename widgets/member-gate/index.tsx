import { accountHandle } from '../../src/account/handle';
import { defineWidget } from '../../src/ui/defineWidget';
import { parseMemberGateAttributes } from './attributes';
import { MemberGate } from './MemberGate';
import { memberGateCss } from './styles';

/**
 * `<div data-sf-widget="member-gate" data-join-url="/join">`: a member area's access-denied page, with Join (docs/widgets/
 * member-gate.md). A chunk of its own; a signed-in member's Sign out is the account widget's, nested.
 */
export const mount = defineWidget({
  name: 'member-gate',
  styles: memberGateCss,
  attributes: (el, rt) => ({ rt, account: accountHandle(rt), ...parseMemberGateAttributes(el) }),
  render: MemberGate,
});
