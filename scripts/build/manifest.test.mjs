import { describe, expect, it } from 'vitest';
import { chunkManifest } from './manifest.mjs';

/** A bundle as rollup hands it to generateBundle: the runtime, two widget chunks (one imported by a lazy chunk), maps. */
function bundle(audioHash = 'aaaaaa') {
  const chunk = (fileName, name, isEntry, code, imports = []) => ({
    type: 'chunk',
    fileName,
    name,
    isEntry,
    code: `${code}\n//# sourceMappingURL=${fileName.slice(7)}.map`,
    imports,
    dynamicImports: [],
    sourcemapFileName: `${fileName}.map`,
  });
  const map = (fileName) => ({ type: 'asset', fileName: `${fileName}.map`, source: JSON.stringify({ version: 3, file: fileName.slice(7) }) });
  const files = [
    chunk('chunks/runtime-111111.js', 'runtime', true, 'export const r=1'),
    chunk(`chunks/audio-${audioHash}.js`, 'audio', true, 'import"./runtime-111111.js"', ['chunks/runtime-111111.js']),
    chunk('chunks/gallery-bbbbbb.js', 'gallery', true, 'import"./runtime-111111.js"'),
    chunk('chunks/gallery-lightbox-cccccc.js', 'gallery-lightbox', false, 'import{x}from"./gallery-bbbbbb.js"', ['chunks/gallery-bbbbbb.js']),
  ];
  const out = {};
  for (const f of files) {
    out[f.fileName] = f;
    out[`${f.fileName}.map`] = map(f.fileName);
  }
  return out;
}

/** Runs the manifest's collect step over `b` and returns the manifest it wrote. */
function collect(b) {
  const m = chunkManifest({ runtime: [], audio: ['audio'], gallery: ['gallery'] }, '1.0.0', ['audio']);
  let written;
  m.collect.generateBundle.call(
    {
      emitFile: (f) => (written = JSON.parse(f.source)),
      error: (message) => {
        throw new Error(message);
      },
    },
    {},
    b,
  );
  return { manifest: written, loader: m.inject.transform('const m=__SF_MANIFEST__,b=__SF_BUILD__', '/p/loader/index.ts').code };
}

describe("the widgets' chunks share the build's hash (scripts/build/manifest.mjs)", () => {
  it('renames each widget chunk, its map, its map comment and what imports it; the runtime and lazy chunks keep theirs', () => {
    const b = bundle();
    const { manifest, loader } = collect(b);
    const hash = manifest.audio.slice('audio-'.length);
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    expect(manifest).toEqual({ runtime: 'runtime-111111', audio: `audio-${hash}`, gallery: `gallery-${hash}` });
    expect(Object.keys(b).sort()).toEqual(
      [
        `chunks/audio-${hash}.js`,
        `chunks/audio-${hash}.js.map`,
        'chunks/gallery-lightbox-cccccc.js',
        'chunks/gallery-lightbox-cccccc.js.map',
        `chunks/gallery-${hash}.js`,
        `chunks/gallery-${hash}.js.map`,
        'chunks/runtime-111111.js',
        'chunks/runtime-111111.js.map',
      ].sort(),
    );
    const lightbox = b['chunks/gallery-lightbox-cccccc.js'];
    expect(lightbox.code).toContain(`from"./gallery-${hash}.js"`);
    expect(lightbox.imports).toEqual([`chunks/gallery-${hash}.js`]);
    expect(b[`chunks/audio-${hash}.js`].code.endsWith(`//# sourceMappingURL=audio-${hash}.js.map`)).toBe(true);
    expect(JSON.parse(b[`chunks/audio-${hash}.js.map`].source).file).toBe(`audio-${hash}.js`);
    // The loader: 1 for a widget of its own chunk, 2 for one that mounts when scrolled near, and the hash once.
    expect(loader).toBe(`const m={"audio":2,"gallery":1},b="${hash}"`);
  });

  it('a change to any widget chunk gives every widget chunk a new name', () => {
    const before = collect(bundle('aaaaaa')).manifest;
    const after = collect(bundle('abcdef')).manifest;
    expect(after.gallery).not.toBe(before.gallery);
    expect(after.audio.slice(6)).toBe(after.gallery.slice(8));
    expect(collect(bundle('aaaaaa')).manifest).toEqual(before);
  });
});
