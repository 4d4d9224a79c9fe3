// Writes the boot table (src/app/boot-routes.ts) into index.html for public/theme-boot.js, with
// the files each route's code is in: the route table, the dashboard layout and the page, each
// with the chunks it imports statically, less what the entry has already loaded. A JSON
// <meta> rather than an inline script: the CSP allows no inline scripts (apps/api/src/plugins/security.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

type BootTable = typeof import('../src/app/boot-routes.ts');

// In a single-quoted attribute, so JSON's double quotes need no escaping.
const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll("'", '&#39;').replaceAll('<', '&lt;');

/** Not a namespace: the boot table's name for a language's list of text files. */
const TEXT_LIST = '@list';

export function bootPreload(): Plugin {
  let srcDir = '';
  let apiBaseUrl = '';
  let boot: BootTable | undefined;
  return {
    name: 'keel-boot-preload',
    apply: 'build',
    configResolved(config) {
      srcDir = path.resolve(config.root, 'src');
      apiBaseUrl = String(config.env.VITE_API_URL ?? '').replace(/\/$/, '');
    },
    // The boot table builds its URLs from the contracts' route tables (TypeScript packages that
    // Node cannot load by itself, and that the config bundler leaves out): loaded through tsx,
    // as build/route-tables.ts loads the tables.
    async buildStart() {
      const { tsImport } = await import('tsx/esm/api');
      boot = (await tsImport(pathToFileURL(path.join(srcDir, 'app/boot-routes.ts')).href, {
        parentURL: import.meta.url,
      })) as BootTable;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!boot) throw new Error('keel-boot-preload: the boot table did not load');
        const { BOOT_ROUTES, DASHBOARD_LAYOUT, DASHBOARD_TEXTS, SIGNED_IN_GETS } = boot;
        const chunks = Object.values(context.bundle ?? {}).filter(
          (chunk): chunk is OutputChunk => chunk.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('keel-boot-preload: no entry chunk');
        const closure = (start: OutputChunk, into = new Set<string>()) => {
          if (into.has(start.fileName)) return into;
          into.add(start.fileName);
          for (const file of start.imports) {
            const chunk = byFile.get(file);
            if (chunk) closure(chunk, into);
          }
          return into;
        };
        const loaded = closure(entry);
        const filesOf = (module: string) => {
          const id = path.join(srcDir, module);
          const chunk =
            chunks.find((candidate) => candidate.facadeModuleId === id) ??
            chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`keel-boot-preload: no chunk for ${module}`);
          return [...closure(chunk)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        };
        const shell = [...new Set([...filesOf('app/routes.tsx'), ...filesOf(DASHBOARD_LAYOUT)])];
        const routes = Object.fromEntries(
          Object.entries(BOOT_ROUTES).map(([route, { module, gets, image, texts = [] }]) => [
            route,
            {
              gets,
              image,
              texts: [TEXT_LIST, ...DASHBOARD_TEXTS, ...texts],
              modules: filesOf(module).filter((file) => !shell.includes(file)),
            },
          ]),
        );
        // Each language's text chunks by namespace: the boot script preloads the stored language's
        // and English (the fallback i18next loads beside any other language).
        const texts: Record<string, Record<string, string>> = {};
        const needed = new Set(Object.values(routes).flatMap((route) => route.texts));
        // Under TEXT_LIST, each language's list of its files (locales/text-files/<lng>.ts), which
        // i18next reads before any of them.
        for (const chunk of chunks) {
          const id = chunk.facadeModuleId ?? '';
          const list = /[\\/]locales[\\/]text-files[\\/]([a-z]+)\.ts$/.exec(id);
          if (list) (texts[list[1]!] ??= {})[TEXT_LIST] = `/${chunk.fileName}`;
          const match = /[\\/]locales[\\/]([a-z]+)[\\/]([\w-]+)\.json$/.exec(id);
          if (!match || !needed.has(match[2]!)) continue;
          (texts[match[1]!] ??= {})[match[2]!] = `/${chunk.fileName}`;
        }
        const table = { api: apiBaseUrl, signedIn: SIGNED_IN_GETS, shell, routes, texts };
        const meta = `<meta name="keel-boot" content='${escapeAttribute(JSON.stringify(table))}' />`;
        return html.replace(
          '<script src="/theme-boot.js"></script>',
          `${meta}\n    <script src="/theme-boot.js"></script>`,
        );
      },
    },
  };
}
