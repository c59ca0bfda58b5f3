// The build's CSS minifier: the widgets' CSS lives in TypeScript as `export const fooCss = `…``;
// this finds those template literals with TypeScript's own parser (so a string that merely looks like CSS, or CSS
// text inside a comment, is never touched) and minifies each with Lightning CSS for the stated browser baseline
// (docs/embed-contract.md, "Browser support"). Interpolations survive: `${x}` between rules becomes a placeholder
// rule, `${x}` inside a value a placeholder number, and both are put back after minifying.
import { transform } from 'lightningcss';
import ts from 'typescript';

/** Chrome 93, Firefox 101, Safari 16.4: Lightning CSS's version encoding is major << 16 | minor << 8. */
export const CSS_TARGETS = { chrome: 93 << 16, firefox: 101 << 16, safari: (16 << 16) | (4 << 8) };

const SLOT_NUMBER = 917_000; // a number no stylesheet of ours uses: 917000, 917001 … mark value slots
// Lightning CSS keeps a number in an unparsed value (a var() fallback) as a 32-bit float: 2147483000 came out as
// 2147480000. Integers of 8 digits or more are therefore swapped for small stand-ins (exact in a float) and put back.
const BIG_NUMBER = 9_180_000;
const slotRule = (i) => `.sf-slot-${i}{--sf-slot:${i}}`;

/** Minifies one stylesheet's text (with `${…}` parts given as `holes`, the source of each expression). */
export function minifyCssText(parts, holes, filename = 'inline.css') {
  let css = parts[0];
  holes.forEach((_, i) => {
    const before = css.trimEnd();
    // Between rules (at the start, or after a closing brace): a whole rule stands in; else a number in a value.
    css += before === '' || before.endsWith('}') ? slotRule(i) : String(SLOT_NUMBER + i);
    css += parts[i + 1];
  });
  const big = [];
  css = css.replace(/(?<![\w.#-])\d{8,}(?![\w.])/g, (n) => String(BIG_NUMBER + big.push(n) - 1));
  const { code, warnings } = transform({ filename, code: Buffer.from(css), minify: true, targets: CSS_TARGETS });
  if (warnings.length) throw new Error(`${filename}: ${warnings.map((w) => w.message).join('; ')}`);
  let out = code.toString();
  big.forEach((n, i) => {
    const marker = String(BIG_NUMBER + i);
    if (out.split(marker).length !== 2) throw new Error(`${filename}: the number ${n} did not survive minifying`);
    out = out.replace(marker, n);
  });
  holes.forEach((expr, i) => {
    const rule = slotRule(i);
    const marker = out.includes(rule) ? rule : String(SLOT_NUMBER + i);
    if (out.split(marker).length !== 2) throw new Error(`${filename}: the placeholder of \${${expr}} did not survive minifying`);
    out = out.replace(marker, '${' + expr + '}');
  });
  return out;
}

/** A rollup plugin: minifies every `const …Css = `…`` in the TypeScript it is given (before the TypeScript plugin). */
export function cssMinify({ include = /\/(src|widgets)\/.*\.tsx?$/ } = {}) {
  return {
    name: 'sf-css-minify',
    transform(code, id) {
      if (!include.test(id.split('\\').join('/')) || !code.includes('Css = `')) return null;
      const file = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, id.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const edits = [];
      const visit = (node) => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /Css$/.test(node.name.text) && node.initializer) {
          const init = node.initializer;
          if (ts.isNoSubstitutionTemplateLiteral(init) || ts.isTemplateExpression(init)) {
            const parts = ts.isNoSubstitutionTemplateLiteral(init)
              ? [init.rawText ?? init.text]
              : [init.head.rawText ?? init.head.text, ...init.templateSpans.map((s) => s.literal.rawText ?? s.literal.text)];
            const holes = ts.isTemplateExpression(init) ? init.templateSpans.map((s) => s.expression.getText(file)) : [];
            const minified = minifyCssText(parts, holes, `${id}:${node.name.text}`);
            const start = init.getStart(file);
            const end = init.getEnd();
            // The lines the stylesheet took stay, as newlines after it, so the source map's later lines still match.
            const lines = code.slice(start, end).split('\n').length - 1;
            edits.push([start, end, '`' + minified.replace(/`/g, '\\`') + '`' + '\n'.repeat(lines)]);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
      if (!edits.length) return null;
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
