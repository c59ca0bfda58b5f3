// The mock server's build reads its data files as Vite does for Storybook and the unit tests.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The mock server's data files, read as Vite reads them for Storybook and the unit tests: a JSON module, and
 * `import.meta.glob('./dir/*.ext', { query: '?raw', import: 'default', eager: true })` inlined as the matching files'
 * texts by path (mock-server/pictures.ts and its SVG files). Any other glob fails the build.
 */
export const mockData = {
  name: 'mock-data',
  transform(code, id) {
    if (id.endsWith('.json')) return { code: `export default ${code};`, map: null };
    const call = /import\.meta\.glob\s*\(/;
    if (!call.test(code)) return null;
    const inlined = code.replace(/import\.meta\.glob\(\s*'\.\/([\w/-]*)\*(\.\w+)'\s*,\s*(\{[^}]*\})\s*\)/g, (glob, dir, ext, options) => {
      if (!/query: '\?raw'/.test(options) || !/import: 'default'/.test(options) || !/eager: true/.test(options))
        this.error(`${id}: only an eager, raw, default-import glob is inlined: ${glob}`);
      const folder = join(dirname(id), dir);
      const texts = readdirSync(folder)
        .filter((file) => file.endsWith(ext))
        .sort()
        .map((file) => {
          this.addWatchFile(join(folder, file));
          return `${JSON.stringify(`./${dir}${file}`)}: ${JSON.stringify(readFileSync(join(folder, file), 'utf8'))}`;
        });
      return `{${texts.join(',\n')}}`;
    });
    if (call.test(inlined)) this.error(`${id}: an import.meta.glob this build cannot inline`);
    return { code: inlined, map: null };
  },
};
