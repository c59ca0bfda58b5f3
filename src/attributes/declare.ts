/**
 * A widget's public attributes, declared once in its folder (`widgets/<name>/attributes.ts`): each attribute's kind,
 * default and range, with a one-line doc comment. From that one declaration come the runtime's parsing
 * (./read.ts), the React component's typed props (react/props.ts), the docs page's attribute table
 * (tests/unit/attributeDocs.ts, `npm run docs`) and the stories' controls (stories/controls.ts).
 *
 * The key is the React prop; the attribute is `data-` + the key in kebab case (`pageSize` → `data-page-size`) unless
 * `attr` names another (`pickerStyle` → `data-style`, `scope` → `data-sf-scope`, `product` → `data-product-json`).
 * The doc comment on each key is the docs table's "meaning" and the prop's documentation; a `@default` tag there is
 * shown instead of the declared default where that depends on other settings.
 */

interface Common {
  /** The attribute's name when it is not `data-` + the key in kebab case. */
  attr?: string;
}

/** Free text, trimmed; blank is absent. */
export interface TextSpec extends Common {
  type: 'text';
  default?: string;
}
/** An id sent to the platform: trimmed; one with a lone UTF-16 surrogate is refused (no URL can carry it). */
export interface IdSpec extends Common {
  type: 'id';
}
/** Ids, comma-separated: trimmed, blanks, repeats and ids no URL can carry dropped. */
export interface IdsSpec extends Common {
  type: 'ids';
}
/** On when present (any value but `false`), off when absent or `false`. */
export interface FlagSpec extends Common {
  type: 'flag';
  default?: boolean;
}
/**
 * A number within `min`–`max`: one outside is clamped, one that is not a number (or, `whole`, not a whole number)
 * gives the default; each with one console warning naming the attribute.
 */
export interface NumberSpec extends Common {
  type: 'number';
  min: number;
  max: number;
  default: number;
  whole?: boolean;
}
/**
 * One of `options` (any case). Another value is refused (`invalid: 'refuse'`: a console error, the fallback stays) or
 * gives the default with one console warning (`'warn'`). `labels` say what a terse option means.
 */
export interface EnumSpec<O extends string = string> extends Common {
  type: 'enum';
  options: readonly O[];
  default: O;
  invalid: 'refuse' | 'warn';
  labels?: Partial<Record<O, string>>;
}
/** Some of `options`, separated by commas or spaces, each once, in the order given; an unknown one is refused. */
export interface ListSpec<O extends string = string> extends Common {
  type: 'list';
  options: readonly O[];
  /** What an option is called in the error message ("names no such part"). */
  noun: string;
}
/**
 * A link: a path or an http(s) URL (anything else, `javascript:` …, is refused). `template`: a placeholder it must
 * hold (`{id}`).
 */
export interface UrlSpec extends Common {
  type: 'url';
  default?: string;
  template?: string;
}
/**
 * Inline JSON: the attribute holds a selector of a `<script type="application/json">`; the prop is the object itself
 * (the React component writes the script element). `T` is the prop's type.
 */
export interface JsonSpec<T = unknown> extends Common {
  type: 'json';
  /** The attribute, always named: `data-<what>-json`. */
  attr: string;
  /** Type only: the object the prop takes. */
  readonly of?: T;
}
/** Attributes handed to a part's element without the prefix (`data-gallery-design` → the gallery's `data-design`). */
export interface PrefixSpec extends Common {
  type: 'prefix';
  /** The prefix, `data-gallery-`; the docs show it as `data-gallery-*`. */
  attr: string;
  /** The widget that takes them. */
  widget: string;
}
/** Read elsewhere than the widget's own parser (a page-wide rule, a setting it overrides): declared for its prop and docs. */
export interface RawSpec<T = string> extends Common {
  type: 'raw';
  /** How the docs describe its values. */
  values: string;
  /** What a React prop of `true` writes (default: the attribute alone, `''`). */
  on?: string;
  /** What a React prop of `false` writes (default: nothing, the attribute left out). */
  off?: string;
  readonly of?: T;
}

export type AttributeSpec =
  TextSpec | IdSpec | IdsSpec | FlagSpec | NumberSpec | EnumSpec | ListSpec | UrlSpec | JsonSpec | PrefixSpec | RawSpec<unknown>;

/** A widget's attributes, by prop name. */
export type Declaration = Record<string, AttributeSpec>;

/** The constraint of a declaration's type (an interface, which has no index signature, fits it too). */
export type Declared<D> = { [K in keyof D]: AttributeSpec };

export const text = (options: Omit<TextSpec, 'type'> = {}): TextSpec => ({ type: 'text', ...options });
export const id = (options: Omit<IdSpec, 'type'> = {}): IdSpec => ({ type: 'id', ...options });
export const ids = (options: Omit<IdsSpec, 'type'> = {}): IdsSpec => ({ type: 'ids', ...options });
export const flag = (options: Omit<FlagSpec, 'type'> = {}): FlagSpec => ({ type: 'flag', ...options });
export const number = (options: Omit<NumberSpec, 'type'>): NumberSpec => ({ type: 'number', ...options });
export const oneOf = <const O extends string>(options: Omit<EnumSpec<O>, 'type'>): EnumSpec<O> => ({ type: 'enum', ...options });
export const list = <const O extends string>(options: Omit<ListSpec<O>, 'type'>): ListSpec<O> => ({ type: 'list', ...options });
export const url = (options: Omit<UrlSpec, 'type'> = {}): UrlSpec => ({ type: 'url', ...options });
export const json = <T>(attr: string): JsonSpec<T> => ({ type: 'json', attr });
export const prefix = (attr: string, widget: string): PrefixSpec => ({ type: 'prefix', attr, widget });
export const raw = <T = string>(values: string, options: Omit<RawSpec<T>, 'type' | 'values'> = {}): RawSpec<T> => ({
  type: 'raw',
  values,
  ...options,
});

/** The attribute a key names: `attr`, else `data-` + the key in kebab case. */
export const attributeName = (key: string, spec: AttributeSpec): string =>
  spec.attr ?? 'data-' + key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/**
 * A declaration that takes all of `base`'s attributes and adds its own (`extend(productAttributes, { … })`). Written as
 * a call, not a spread, so that the published types keep each attribute's doc comment.
 */
export const extend = <A extends Declared<A>, B extends Declared<B>>(base: A, own: B): A & B => ({ ...base, ...own });
