import { accountHandle } from '../../src/account/handle';
import { defineWidget } from '../../src/ui/defineWidget';
import { AccountWidget } from './Account';
import { parseAccountAttributes } from './attributes';
import { accountCss } from './styles';

/**
 * `<div data-sf-widget="account">`: sign in, see who is signed in, sign out (docs/widgets/account.md). A chunk of its
 * own; the session's code loads when needed (src/account/handle.ts): a signed-out visitor's page does without it.
 */
export const mount = defineWidget({
  name: 'account',
  styles: accountCss,
  attributes: (el, rt) => ({ rt, account: accountHandle(rt), ...parseAccountAttributes(el) }),
  render: AccountWidget,
});
