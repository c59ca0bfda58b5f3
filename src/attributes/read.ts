import { wellFormedId } from '../contract';
import { ConfigError } from '../input/configError';
import { httpUrl, shortUrl } from '../input/url';
import {
  attributeName,
  type AttributeSpec,
  type Declared,
  type EnumSpec,
  type FlagSpec,
  type IdsSpec,
  type ListSpec,
  type NumberSpec,
  type PrefixSpec,
} from './declare';

/** What the parser gives for an attribute of each kind (text of any kind, absent and with no default: null). */
export type ValueOf<S> = S extends FlagSpec
  ? boolean
  : S extends NumberSpec
    ? number
    : S extends IdsSpec
      ? string[]
      : S extends ListSpec<infer O>
        ? O[]
        : S extends PrefixSpec
          ? Record<string, string>
          : S extends EnumSpec<infer O>
            ? O
            : string | null;

export type Values<D extends Declared<D>> = { [K in keyof D]: ValueOf<D[K]> };

/**
 * Reads one attribute of `el` by its declaration: `widget` names the widget in errors, `warn` takes the sentence of a
 * value that was clamped or replaced. A value the widget cannot use throws a ConfigError naming the attribute (the
 * loader logs it once; the fallback stays). Inline JSON and raw attributes give their text: the widget reads them.
 */
export function readAttribute(el: Element, key: string, spec: AttributeSpec, widget: string, warn: (message: string) => void): unknown {
  const name = attributeName(key, spec);
  const given = el.getAttribute(name);
  const value = given?.trim() ?? '';
  const refuse = (message: string): never => {
    throw new ConfigError(message, `${widget} ${name}`);
  };
  switch (spec.type) {
    case 'flag':
      return given === null ? !!spec.default : value.toLowerCase() != 'false';
    case 'number': {
      if (!value) return spec.default;
      const n = Number(value);
      if (spec.whole ? !Number.isInteger(n) : !Number.isFinite(n)) {
        warn(`${name}="${given}" is not a ${spec.whole ? 'whole ' : ''}number: ${spec.default} is used`);
        return spec.default;
      }
      const clamped = Math.min(spec.max, Math.max(spec.min, n));
      if (clamped != n) warn(`${name}="${given}" is outside ${spec.min}–${spec.max}: ${clamped} is used`);
      return clamped;
    }
    case 'enum': {
      if (!value) return spec.default;
      const option = spec.options.find((o) => o == value.toLowerCase());
      if (option) return option;
      if (spec.invalid == 'warn') {
        warn(`${name}="${given}" is not one of ${spec.options.join(', ')}: ${spec.default} is used`);
        return spec.default;
      }
      const labelled = spec.options.map((o) => `"${o}"${spec.labels?.[o] ? ` (${spec.labels[o]})` : ''}`);
      return refuse(`${name} "${value}" must be ${labelled.slice(0, -1).join(', ')} or ${labelled.at(-1)}`);
    }
    case 'list': {
      const words = value.split(/[\s,]+/).filter(Boolean);
      const unknown = words.filter((w) => !spec.options.includes(w));
      if (unknown.length) refuse(`${name} names no such ${spec.noun}: ${unknown.join(', ')} (${spec.noun}s: ${spec.options.join(', ')})`);
      return value ? [...new Set(words)] : [...spec.options];
    }
    case 'ids':
      return [
        ...new Set(
          value
            .split(',')
            .map((id) => id.trim())
            .filter(wellFormedId),
        ),
      ];
    case 'id':
      return !value ? null : wellFormedId(value) ? value : refuse(`${name} is not well-formed text`);
    case 'url': {
      const text = value || spec.default;
      if (!text) return null;
      // A template is checked with a stand-in: a path or an http(s) URL whatever replaces the placeholder.
      const parsed = httpUrl(spec.template ? text.split(spec.template).join('x') : text, location.href);
      if (!parsed) refuse(`${name} "${text}" must be a path or an http(s) URL`);
      if (spec.template) return text.includes(spec.template) ? text : refuse(`${name} "${text}" has no ${spec.template}`);
      return shortUrl(parsed!);
    }
    case 'prefix': {
      const handed: Record<string, string> = {};
      for (const { name: attr, value: v } of Array.from(el.attributes))
        if (attr.startsWith(name) && attr.length > name.length) handed['data-' + attr.slice(name.length)] = v;
      return handed;
    }
    default:
      // text, json and raw: the text, or the default.
      return value || (spec as { default?: string }).default || null;
  }
}

/** Reads every attribute of `declaration` off `el` (readAttribute, in declaration order). */
export function readAttributes<D extends Declared<D>>(
  el: Element,
  declaration: D,
  widget: string,
  warn?: (message: string) => void,
): Values<D> {
  const say = warn ?? ((message: string) => console.warn(`[storefront] ${widget}: ${message}`, el));
  const out: Record<string, unknown> = {};
  for (const key in declaration) out[key] = readAttribute(el, key, declaration[key], widget, say);
  return out as Values<D>;
}
