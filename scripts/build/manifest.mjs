// The chunk manifest: widget name (and `runtime`) → the stem of its chunk's file, `chunks/<stem>.js`, filled by the
// widget build and inlined into the loader by the loader's build; also written to dist/manifest.json (tests, the
// bench, theme authors who preload).
//
// The widgets' own chunks share one hash, the build's (`chunks/<name>-<build hash>.js`): rollup names each after its
// own content, then `collect` renames them all after a hash of those names, so any change to any of them gives them
// all a new name. The loader then carries one hash and, per widget, only its name (≈ 6 B gzip a widget rather than
// ≈ 13 with a hash each: the loader is on every page's path, docs/performance.md). Little caching is lost: every
// widget chunk imports the runtime chunk by its hashed name, so a release that changes the runtime renamed them all
// before too. Shared and lazy chunks keep hashes of their own.
import { createHash } from 'node:crypto';

/**
 * One manifest shared by the two builds. `chunks`: chunk name → the widgets it carries; `near`: the widgets that mount
 * when scrolled near (`mountWhen: 'near'` in their declaration).
 */
export function chunkManifest(chunks, version, near = []) {
  const manifest = {};
  /** The hash the widgets' own chunks share (see above). */
  let buildHash = '';

  /**
   * The map as the loader carries it: no `runtime` entry (every key is a widget); 0 for a widget in the runtime chunk,
   * whose stem is inlined once; 1 for any other, whose chunk is named after it with the build's hash; 2 for one of
   * those that mounts when scrolled near.
   */
  const forLoader = () =>
    Object.fromEntries(
      Object.entries(manifest).flatMap(([name, stem]) => {
        if (name === 'runtime') return [];
        if (stem === manifest.runtime) return [[name, 0]];
        if (stem !== `${name}-${buildHash}`) throw new Error(`the ${name} widget is in ${stem}: the loader expects ${name}-${buildHash}`);
        return [[name, near.includes(name) ? 2 : 1]];
      }),
    );

  /** Fills the manifest from the widget build's entry chunks and writes dist/manifest.json. */
  const collect = {
    name: 'sf-manifest',
    generateBundle(_, bundle) {
      renameWidgetChunks(bundle, (message) => this.error(message));
      buildHash = renamed.hash;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        if (!chunk.fileName.startsWith(`chunks/${chunk.name}-`) || !chunk.fileName.endsWith('.js'))
          this.error(`entry ${chunk.name} was written as ${chunk.fileName}; the loader expects chunks/<name>-<hash>.js`);
        const stem = chunk.fileName.slice('chunks/'.length, -3);
        for (const name of [...(chunk.name === 'runtime' ? ['runtime'] : []), ...(chunks[chunk.name] ?? [])]) manifest[name] = stem;
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(manifest, null, 2) + '\n' });
    },
  };

  /** Writes the manifest, the runtime chunk's stem and the version where loader/ and src/version.ts name them. */
  const inject = {
    name: 'sf-inject-manifest',
    transform(code, id) {
      if (!id.includes('/loader/') && !id.endsWith('/src/version.ts')) return null;
      // One-line replacements: `map: null` keeps the source map's lines.
      const replaced = code
        .replace(/__SF_MANIFEST__/g, JSON.stringify(forLoader()))
        .replace(/__SF_RUNTIME__/g, JSON.stringify(manifest.runtime))
        .replace(/__SF_BUILD__/g, JSON.stringify(buildHash))
        .replace(/__SF_VERSION__/g, JSON.stringify(version));
      return { code: replaced, map: null };
    },
  };
  /** The last renaming's hash. */
  const renamed = { hash: '' };

  /**
   * Renames every widget entry chunk (an entry other than `runtime`) from `<name>-<own hash>.js` to
   * `<name>-<build hash>.js`, the build hash being the first 8 hex digits of a SHA-256 of their sorted own names; and
   * rewrites the places that name them: other chunks' imports (the same length, so no source map moves), the
   * `sourceMappingURL` comments, the source maps' files and their `file` fields.
   */
  function renameWidgetChunks(bundle, fail) {
    const widgets = Object.values(bundle).filter((f) => f.type === 'chunk' && f.isEntry && f.name !== 'runtime');
    const hash = createHash('sha256')
      .update(widgets.map((c) => c.fileName).sort().join('\n'))
      .digest('hex')
      .slice(0, 8);
    renamed.hash = hash;
    /** Old file name (under chunks/) → new. */
    const to = new Map();
    for (const chunk of widgets) {
      const m = /^chunks\/(.+)-([0-9a-f]{6,8})\.js$/.exec(chunk.fileName);
      if (!m || m[1] !== chunk.name) return fail(`entry ${chunk.name} was written as ${chunk.fileName}; expected chunks/<name>-<hash>.js`);
      const next = `chunks/${chunk.name}-${hash}.js`;
      if (next !== chunk.fileName && bundle[next]) return fail(`${next} is taken by another chunk: build again after any change`);
      to.set(chunk.fileName, next);
    }
    const base = (file) => file.slice('chunks/'.length);
    const pairs = [...to].filter(([a, b]) => a !== b).map(([a, b]) => [base(a), base(b)]);
    const rewrite = (text) => pairs.reduce((t, [a, b]) => t.split(a).join(b), text);
    for (const file of Object.values(bundle)) {
      if (file.type === 'chunk') {
        file.code = rewrite(file.code);
        file.imports = file.imports.map((f) => to.get(f) ?? f);
        file.dynamicImports = file.dynamicImports.map((f) => to.get(f) ?? f);
        if (file.sourcemapFileName) file.sourcemapFileName = rewrite(file.sourcemapFileName);
        if (file.map) file.map.file = rewrite(file.map.file);
      } else if (file.fileName.endsWith('.map') && typeof file.source === 'string') {
        const map = JSON.parse(file.source);
        if (typeof map.file === 'string' && rewrite(map.file) !== map.file) file.source = JSON.stringify({ ...map, file: rewrite(map.file) });
      }
    }
    for (const file of Object.values(bundle)) {
      const next = to.get(file.fileName) ?? (file.fileName.endsWith('.js.map') ? to.get(file.fileName.slice(0, -4))?.concat('.map') : undefined);
      if (!next || next === file.fileName) continue;
      delete bundle[file.fileName];
      file.fileName = next;
      bundle[next] = file;
    }
  }

  return { collect, inject };
}
