import { accountOf } from '../../src/account/account';
import { defineWidget } from '../../src/ui/defineWidget';
import { AccountWidget } from './Account';
import { parseAccountAttributes } from './attributes';
import { accountCss } from './styles';

/** `<div data-sf-widget="account">`: sign in, see who is signed in, sign out (docs/widgets/account.md). A chunk of its own. */
export const mount = defineWidget({
  name: 'account',
  styles: accountCss,
  attributes: (el, rt) => ({ rt, account: accountOf(rt), ...parseAccountAttributes(el) }),
  render: AccountWidget,
});
