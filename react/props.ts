import type {
  EnumSpec,
  FlagSpec,
  IdsSpec,
  JsonSpec,
  ListSpec,
  NumberSpec,
  PrefixSpec,
  RawSpec,
  AttributeSpec,
  Declaration,
} from '../src/attributes/declare';
import { attributeName } from '../src/attributes/declare';

/** A declared attribute's prop type (src/attributes/declare.ts): what a theme author passes for it. */
export type PropOf<S> = S extends FlagSpec
  ? boolean
  : S extends NumberSpec
    ? number
    : S extends IdsSpec
      ? string[]
      : S extends ListSpec<infer O>
        ? O[]
        : S extends EnumSpec<infer O>
          ? O
          : S extends JsonSpec<infer T>
            ? T
            : S extends RawSpec<infer T>
              ? T
              : S extends PrefixSpec
                ? object
                : string;

/** A widget's props from its declaration: one optional prop per attribute, its doc comment with it. */
export type PropsOf<D> = { -readonly [K in keyof D]?: PropOf<D[K]> };

/** The host element's attributes for `props`, and the inline JSON each `json` prop becomes (`#<id>` → its text). */
export interface HostAttributes {
  attrs: Record<string, string | undefined>;
  scripts: { id: string; json: string }[];
}

/**
 * Writes props back as the attributes the widget's parser reads (the same rules as the drop-in build): a flag as
 * present (`''`) or `false`, a number or list as text, an object of a `json` attribute as a `<script
 * type="application/json">` of its own (`jsonId` + the prop's name), a prefix's object through the declaration of the
 * widget it is handed to (`declarationOf`). An undefined prop is left out.
 */
export function toAttributes(
  declaration: Declaration,
  props: Record<string, unknown>,
  jsonId: string,
  declarationOf: (widget: string) => Declaration | undefined,
): HostAttributes {
  const out: HostAttributes = { attrs: {}, scripts: [] };
  for (const key in declaration) {
    const spec: AttributeSpec = declaration[key]!;
    const value = props[key];
    if (value === undefined || value === null) continue;
    const name = attributeName(key, spec);
    if (spec.type == 'json') {
      const id = `${jsonId}-${key}`;
      out.scripts.push({ id, json: JSON.stringify(value).replace(/</g, '\\u003c') });
      out.attrs[name] = '#' + id;
    } else if (spec.type == 'prefix') {
      const target = declarationOf(spec.widget);
      const handed = target ? toAttributes(target, value as Record<string, unknown>, jsonId, declarationOf).attrs : {};
      for (const [attr, v] of Object.entries(handed)) out.attrs[spec.attr + attr.slice('data-'.length)] = v;
    } else if (typeof value == 'boolean') {
      const raw = spec.type == 'raw' ? spec : null;
      out.attrs[name] = value ? (raw?.on ?? '') : spec.type == 'flag' ? 'false' : raw?.off;
    } else if (Array.isArray(value)) out.attrs[name] = value.join(',');
    else if (typeof value == 'string' || typeof value == 'number') out.attrs[name] = String(value);
  }
  return out;
}
