// The build reads each widget's declaration (`export const mount = defineWidget({ name, chunk, … })` in
// widgets/<name>/index.tsx, src/ui/defineWidget.tsx) from its source with TypeScript's parser: the chunk a widget
// ships in is said once, beside the widget, not in a list of paths in the build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';

/** `{ name, chunk, file, near }` of the defineWidget call in `file`; throws naming the file when there is none or it is not literal. */
export function readDeclaration(file, source = readFileSync(file, 'utf8')) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineWidget') found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (found.length !== 1) throw new Error(`${file}: expected one defineWidget({ … }) call, found ${found.length}`);
  const [arg] = found[0].arguments;
  if (!arg || !ts.isObjectLiteralExpression(arg)) throw new Error(`${file}: defineWidget takes an object literal`);
  const literal = (key) => {
    const prop = arg.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(sf) === key);
    if (!prop) return undefined;
    if (!ts.isStringLiteral(prop.initializer)) throw new Error(`${file}: defineWidget's ${key} must be a string literal`);
    return prop.initializer.text;
  };
  const name = literal('name');
  if (!name) throw new Error(`${file}: defineWidget has no name`);
  const chunk = literal('chunk') ?? name;
  if (chunk !== name && chunk !== 'runtime') throw new Error(`${file}: chunk is 'runtime' or left out (a chunk of its own), not '${chunk}'`);
  const mountWhen = literal('mountWhen');
  if (mountWhen !== undefined && (mountWhen !== 'near' || chunk === 'runtime'))
    throw new Error(`${file}: mountWhen is 'near', for a widget with a chunk of its own, or left out`);
  return { name, chunk, file, near: mountWhen === 'near' };
}

/** Every widget under `dir` (widgets/<name>/index.tsx), by name; a declared name must equal its folder's. */
export function readWidgets(dir = 'widgets') {
  const out = {};
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    if (!d.isDirectory()) continue;
    const file = ['index.tsx', 'index.ts'].map((f) => `${dir}/${d.name}/${f}`).find((f) => existsSync(f));
    if (!file) continue;
    const declared = readDeclaration(file);
    if (declared.name !== d.name) throw new Error(`${file}: declares "${declared.name}" in the folder "${d.name}"`);
    out[declared.name] = declared;
  }
  return out;
}
