// Each widget's docs table of attributes (docs/widgets/<name>.md), made from its declaration
// (widgets/<name>/attributes.ts): the kinds, defaults and ranges from the declared values, the meaning from each
// attribute's doc comment, read with TypeScript's checker. tests/unit/attributeDocs.test.ts holds the pages to it, and
// `npm run docs` writes them.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { attributeName, type AttributeSpec, type Declaration } from '../../src/attributes/declare';

export const root = resolve(__dirname, '../..');

/** The widgets that declare attributes: every folder of widgets/ with an attributes.ts. */
export const declaredWidgets = (): string[] =>
  readdirSync(join(root, 'widgets'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && readdirSync(join(root, 'widgets', d.name)).includes('attributes.ts'))
    .map((d) => d.name)
    .sort();

/** What the docs say of one attribute: the doc comment's text, and its `@default` tag if it has one. */
export interface AttributeDoc {
  text: string;
  default?: string;
}

/** The doc comments of each widget's declared attributes, by widget and prop, read from the sources with the checker. */
export function readDocComments(widgets: string[]): Record<string, Record<string, AttributeDoc>> {
  const files = widgets.map((w) => join(root, 'widgets', w, 'attributes.ts'));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const out: Record<string, Record<string, AttributeDoc>> = {};
  widgets.forEach((widget, i) => {
    const source = program.getSourceFile(files[i]!)!;
    const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name == 'attributes');
    if (!exported) throw new Error(`widgets/${widget}/attributes.ts exports no \`attributes\` declaration`);
    const type = checker.getTypeOfSymbolAtLocation(exported, source);
    out[widget] = {};
    for (const prop of type.getProperties()) {
      const text = ts
        .displayPartsToString(prop.getDocumentationComment(checker))
        .replace(/\s*\n\s*/g, ' ')
        .trim();
      const tag = prop.getJsDocTags(checker).find((t) => t.name == 'default');
      out[widget][prop.name] = {
        text,
        ...(tag
          ? {
              default: ts
                .displayPartsToString(tag.text)
                .replace(/\s*\n\s*/g, ' ')
                .trim(),
            }
          : {}),
      };
    }
  });
  return out;
}

const code = (s: string | number) => '`' + s + '`';
const camel = (attr: string) => attr.replace(/^data-(sf-)?/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The prop of an attribute when it is not the attribute's camelCase without `data-` / `data-sf-`. */
export const renamedProp = (key: string, spec: AttributeSpec): string | null =>
  spec.type != 'prefix' && camel(attributeName(key, spec)) == key ? null : key;

/** How a row shows the values an attribute takes. */
function values(spec: AttributeSpec): string {
  switch (spec.type) {
    case 'text':
      return 'text';
    case 'id':
      return 'an id';
    case 'ids':
      return 'ids, comma-separated';
    case 'flag':
      return 'flag';
    case 'number':
      return `${spec.min}–${spec.max}${spec.whole ? ', whole' : ''}`;
    case 'enum':
      return spec.options.map((o) => code(o) + (spec.labels?.[o] ? ` (${spec.labels[o]})` : '')).join(', ');
    case 'list':
      return `${spec.options.map(code).join(', ')}: some, comma- or space-separated`;
    case 'url':
      return `a path or an http(s) URL${spec.template ? ` with ${code(spec.template)}` : ''}`;
    case 'json':
      return 'a selector of a `<script type="application/json">`';
    case 'prefix':
      return `the [${spec.widget}](${spec.widget}.md)'s attributes`;
    case 'raw':
      return spec.values;
  }
}

/** How a row shows an attribute's default, when its doc comment has no `@default`. */
function defaultOf(spec: AttributeSpec): string {
  if (spec.type == 'flag') return spec.default ? 'on' : 'off';
  const value = (spec as { default?: string | number }).default;
  return value === undefined ? '' : code(value);
}

/** The markdown table of a widget's attributes: one row each, in declaration order. */
export function attributeTable(declaration: Declaration, docs: Record<string, AttributeDoc>): string {
  const rows = Object.entries(declaration).map(([key, spec]) => {
    const doc = docs[key];
    if (!doc?.text) throw new Error(`the attribute ${key} has no doc comment`);
    const name = spec.type == 'prefix' ? spec.attr + '*' : attributeName(key, spec);
    const prop = renamedProp(key, spec);
    const cell = code(name) + (prop ? ` → ${code(prop)}` : '');
    return `| ${cell} | ${values(spec)} | ${doc.default ?? defaultOf(spec)} | ${doc.text.replace(/\|/g, '\\|')} |`;
  });
  return ['| attribute (→ React prop) | values | default | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** Where a docs page holds its generated table. */
export const MARKS = (widget: string) =>
  [
    `<!-- attributes: generated from widgets/${widget}/attributes.ts by \`npm run docs\`; edit the declaration, not this table -->`,
    '<!-- /attributes -->',
  ] as const;

/** The page with its table between the marks replaced by `table`; null when the page has no marks. */
export function withTable(page: string, widget: string, table: string): string | null {
  const [open, close] = MARKS(widget);
  const a = page.indexOf(open);
  const b = page.indexOf(close);
  if (a < 0 || b < a) return null;
  return page.slice(0, a + open.length) + '\n' + table + '\n' + page.slice(b);
}
