// The chunk manifest: widget name (and `runtime`) → the stem of its chunk's file, `chunks/<stem>.js`, filled by the
// widget build and inlined into the loader by the loader's build; also written to dist/manifest.json (tests, the
// bench, theme authors who preload).

/** One manifest shared by the two builds. `chunks`: chunk name → the widgets it carries. */
export function chunkManifest(chunks, version) {
  const manifest = {};

  /**
   * The map as the loader carries it: no `runtime` entry (every key is a widget); 0 for a widget in the runtime chunk,
   * whose stem is inlined once; for any other widget only its chunk's hash, since that chunk is named after it.
   */
  const forLoader = () =>
    Object.fromEntries(
      Object.entries(manifest).flatMap(([name, stem]) => {
        if (name === 'runtime') return [];
        if (stem === manifest.runtime) return [[name, 0]];
        if (!stem.startsWith(name + '-')) throw new Error(`the ${name} widget is in ${stem}: the loader expects a chunk named after it`);
        return [[name, stem.slice(name.length + 1)]];
      }),
    );

  /** Fills the manifest from the widget build's entry chunks and writes dist/manifest.json. */
  const collect = {
    name: 'sf-manifest',
    generateBundle(_, bundle) {
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
        .replace(/__SF_VERSION__/g, JSON.stringify(version));
      return { code: replaced, map: null };
    },
  };
  return { collect, inject };
}
