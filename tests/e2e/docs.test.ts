// The docs name the widgets the build ships: the README's list of widget pages and the embed contract's list of names
// equal the loader's manifest (dist/manifest.json, the map the build inlines into storefront.js), and every widget has
// its docs page.
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const shipped = Object.keys(JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Record<string, string>)
  .filter((name) => name !== 'runtime')
  .sort();

describe('widget lists in the docs', () => {
  it("the README's widget pages are the loader's widgets", () => {
    const line = readFileSync('README.md', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('- Widgets:'));
    expect(line, 'README.md has a "- Widgets:" line').toBeDefined();
    const listed = [...line!.matchAll(/\(docs\/widgets\/([a-z-]+)\.md\)/g)].map((m) => m[1]!);
    expect([...listed].sort()).toEqual(shipped);
    for (const name of listed) expect(existsSync(`docs/widgets/${name}.md`), name).toBe(true);
  });

  it("the embed contract's widget names are the loader's widgets", () => {
    const text = readFileSync('docs/embed-contract.md', 'utf8');
    const at = text.indexOf('Names: ');
    expect(at, 'docs/embed-contract.md has a "Names: " list').toBeGreaterThan(-1);
    // The list runs to the end of its sentence: `a`, `b` … and `z` (…).
    const sentence = text.slice(at, text.indexOf('.', text.indexOf('`', at + 7) + 1) + 1);
    const names = [...sentence.replace(/\([^)]*\)/g, '').matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!);
    expect([...names].sort()).toEqual(shipped);
  });
});

/** Each docs page's attribute rows as props: the renamed prop a row names (`data-style` → `pickerStyle`), else the camelCase. */
function documentedProps(widget: string): string[] {
  const page = readFileSync(`docs/widgets/${widget}.md`, 'utf8');
  const section = page.slice(page.indexOf('\n## Attributes'), page.indexOf('\n## ', page.indexOf('\n## Attributes') + 1));
  return [...section.matchAll(/^\| `(data-[a-z-]+\*?)`(?: → `(\w+)`)? \|/gm)].map(
    ([, attr, prop]) => prop ?? attr!.replace(/^data-(sf-)?/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
  );
}

/** The props of the component `name` as a theme author's TypeScript sees them in dist/react/index.d.ts (every branch of a union). */
function publishedProps(): (name: string) => string[] | null {
  const file = 'dist/react/index.d.ts';
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!);
  return (name) => {
    const symbol = exports.find((s) => s.name == name);
    if (!symbol) return null;
    const signature = checker.getTypeOfSymbolAtLocation(symbol, source).getCallSignatures()[0];
    const props = signature && checker.getTypeOfSymbolAtLocation(signature.parameters[0]!, source);
    if (!props) return null;
    const branches = props.isUnion() ? props.types : [props];
    const names = new Set(branches.flatMap((t) => checker.getPropertiesOfType(t).map((p) => p.name)));
    for (const common of ['children', 'id', 'className']) names.delete(common);
    return [...names].sort();
  };
}

describe("the React components' props are the docs' attributes", () => {
  const props = publishedProps();
  const pascal = (widget: string) => widget.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

  it.each(shipped)('%s', (widget) => {
    const documented = documentedProps(widget).sort();
    expect(documented.length, `docs/widgets/${widget}.md lists no attribute`).toBeGreaterThan(0);
    expect(props(pascal(widget)), `<${pascal(widget)}> in dist/react/index.d.ts`).toEqual(documented);
  });

  it('a missing or extra prop fails (the checker reads the published types, not the sources)', () => {
    expect(props('NoSuchWidget')).toBeNull();
    expect(props('CartPill')).toEqual(['href']);
    expect(props('InstalmentPill')).toContain('source');
    expect(props('InstalmentPill')).toContain('product');
  });
});
