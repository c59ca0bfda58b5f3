import type { AttributeSpec } from '../src/attributes/declare';

type ArgType = { control: false | string | { type: string; min?: number; max?: number; step?: number }; options?: readonly unknown[] };

/** A declared attribute's control: a switch, a number within its range, its options, a text field, an object editor. */
function controlOf(spec: AttributeSpec): ArgType {
  switch (spec.type) {
    case 'flag':
      return { control: 'boolean' };
    case 'number':
      return { control: { type: 'number', min: spec.min, max: spec.max, step: spec.whole ? 1 : 0.5 } };
    case 'enum':
      return { control: spec.options.length > 3 ? 'select' : 'inline-radio', options: spec.options };
    case 'list':
      return { control: 'check', options: spec.options };
    case 'ids':
    case 'json':
    case 'prefix':
      return { control: 'object' };
    default:
      return { control: 'text' };
  }
}

/**
 * The Controls panel's rows of a widget's story, from the widget's declaration (widgets/<name>/attributes.ts): one per
 * attribute, with its options and range; `children` (the fallback) takes none. A story's meta adds what only it knows
 * (the ids the mock platform has, say) over these.
 */
export const controlsOf = (declaration: object): Record<string, ArgType> => ({
  ...Object.fromEntries(Object.entries(declaration as Record<string, AttributeSpec>).map(([key, spec]) => [key, controlOf(spec)])),
  children: { control: false },
});
