import { url } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
import { ConfigError } from '../../src/input/configError';

/** The member-gate widget's attributes (docs/widgets/member-gate.md). */
export const attributes = {
  /** Where **Join** goes: the site's membership page (a path or an http(s) URL). Required. */
  joinUrl: url(),
};

/** Reads the element's Join URL; a missing one throws a ConfigError (the loader logs it; the fallback stays). */
export function parseMemberGateAttributes(el: Element): { joinUrl: string } {
  const { joinUrl } = readAttributes(el, attributes, 'member-gate');
  if (!joinUrl) throw new ConfigError('data-join-url is required: where Join goes', 'data-join-url');
  return { joinUrl };
}
