// The docs pages' attribute tables are the declarations' (tests/unit/attributeDocs.ts): a page whose table differs from
// its widget's declaration fails here, naming the widget. `npm run docs` (SF_WRITE_DOCS=1) writes them instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Declaration } from '../../src/attributes/declare';
import { attributeTable, declaredWidgets, readDocComments, root, withTable } from './attributeDocs';

const widgets = declaredWidgets();
const docs = readDocComments(widgets);
const write = process.env['SF_WRITE_DOCS'] == '1';

describe("the docs pages' attribute tables", () => {
  it('every widget declares its attributes', () => {
    const all = readFileSync(join(root, 'README.md'), 'utf8');
    const listed = [...all.matchAll(/\(docs\/widgets\/([a-z-]+)\.md\)/g)].map((m) => m[1]!);
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.filter((w) => !widgets.includes(w))).toEqual([]);
  });

  it.each(widgets)('%s: the page shows its declaration', async (widget) => {
    const { attributes } = (await import(`../../widgets/${widget}/attributes.ts`)) as { attributes: Declaration };
    const path = join(root, 'docs/widgets', `${widget}.md`);
    const page = readFileSync(path, 'utf8');
    const expected = withTable(page, widget, attributeTable(attributes, docs[widget]!));
    expect(expected, `docs/widgets/${widget}.md has no generated attributes table (its marks)`).not.toBeNull();
    if (write) writeFileSync(path, expected!);
    else expect(page, `docs/widgets/${widget}.md differs from widgets/${widget}/attributes.ts: run npm run docs`).toBe(expected);
  });

  it('a row is made from the declaration: a renamed prop, a range, a default, the doc comment', () => {
    const table = attributeTable(
      {
        pageSize: { type: 'number', min: 1, max: 50, default: 24, whole: true },
        pickerStyle: { type: 'enum', attr: 'data-style', options: ['dropdown', 'radio'], default: 'dropdown', invalid: 'refuse' },
        product: { type: 'json', attr: 'data-product-json' },
        scope: { type: 'text', attr: 'data-sf-scope' },
      },
      {
        pageSize: { text: 'Products a page.' },
        pickerStyle: { text: 'How | options show.' },
        product: { text: 'The item.' },
        scope: { text: 'A scope.', default: "`''`" },
      },
    );
    expect(table.split('\n').slice(2)).toEqual([
      '| `data-page-size` | 1–50, whole | `24` | Products a page. |',
      '| `data-style` → `pickerStyle` | `dropdown`, `radio` | `dropdown` | How \\| options show. |',
      '| `data-product-json` → `product` | a selector of a `<script type="application/json">` |  | The item. |',
      "| `data-sf-scope` | text | `''` | A scope. |",
    ]);
    expect(() => attributeTable({ x: { type: 'flag' } }, {})).toThrow('the attribute x has no doc comment');
  });
});
