// Fewer, larger chunks for a first visit to a dashboard route (issue 23). Left alone, the bundler
// cuts the code the dashboard layout and a page share with other pages into one chunk per set of
// importers: /dashboard/app loaded 68 scripts, and on a mobile connection (Lighthouse's model:
// HTTP/1.1, 6 connections, 150 ms round trips) those round trips, not the bytes, were most of the
// time before the first paint (bench/RESULTS.md). Here the module graph decides three groups:
//   - `dashboard`: everything the dashboard layout imports statically (the shell every
//     dashboard route renders), in one file;
//   - `dashboard-shared`: what at least 16 dashboard pages import statically, in one file (it
//     costs a page the shared code it does not use: bench/bundle-weight.mjs checks the budgets);
//   - the page's own chunk, as the bundler makes it.
// Code a page imports lazily (dialogs, editors, PDF) stays in its own chunks.
import path from 'node:path';
import type { Plugin } from 'vite';

type Group = {
  name: string | ((id: string) => string | null);
  test: (id: string) => boolean;
  priority: number;
};

/** Modules used by at least this many dashboard pages go to `dashboard-shared`. */
const SHARED_MIN = Number(process.env.KEEL_SHARED_MIN ?? 16);

/**
 * Libraries many pages import but an overview or list page does not: zod (the forms' schemas,
 * ~30 KB gzip) keeps a chunk of its own, loaded by the pages that use it.
 */
const OWN_CHUNK = /[\\/]node_modules[\\/]zod[\\/]/;

/** A page's family: its folder under pages/dashboard (overview, user, invoice…), or the file itself. */
function familyOf(pageId: string): string {
  const match = /[\\/]pages[\\/]dashboard[\\/]([^\\/]+)[\\/]/.exec(pageId);
  return match ? match[1]! : path.basename(pageId, '.tsx');
}

/**
 * Lazily loaded parts that load a library in steps: the library's modules that the part imports
 * statically go in one chunk, loaded with the part. The calendar board imports FullCalendar's
 * month grid, and its other plugins (time grid, list, interaction) later, from the board; left
 * alone, the bundler cuts the FullCalendar code the board shares with those plugins into chunks
 * of their own, as if a plugin could load without the board (3 files, ~7 KB gzip more than 1;
 * bench/RESULTS.md, "Bundle weight, session 9").
 */
const WHOLE_PARTS = [
  {
    name: 'fullcalendar',
    root: /[\\/]src[\\/]features[\\/]calendar[\\/]components[\\/]calendar-board\.tsx$/,
    library: /[\\/]node_modules[\\/](@fullcalendar|@full-ui|temporal-[\w-]+)[\\/]/,
  },
];

const LAYOUT = /[\\/]src[\\/]layouts[\\/]dashboard[\\/]dashboard-layout\.tsx$/;
const ROUTE_TABLE = /[\\/]src[\\/]app[\\/]routes\.tsx$/;
const DASHBOARD_PAGE = /[\\/]src[\\/]pages[\\/]dashboard[\\/].+\.tsx$/;

export function routeChunks(): { plugin: Plugin; groups: Group[] } {
  const shell = new Set<string>();
  const shared = new Set<string>();
  const family = new Map<string, string>();
  const part = new Map<string, string>();
  const plugin: Plugin = {
    name: 'keel-route-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (start: string) => {
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const layout = ids.find((id) => LAYOUT.test(id));
      if (!layout) throw new Error('keel-route-chunks: the dashboard layout is missing');
      for (const id of closure(layout)) shell.add(id);
      // What the route table imports statically loads with it on every route: in a group, it
      // would bring the group's chunk along (the overview pages' chunk was on every route for
      // the dashboards' route table, app/routes.tsx). The bundler places these itself.
      const table = ids.find((id) => ROUTE_TABLE.test(id));
      if (!table) throw new Error('keel-route-chunks: the route table is missing');
      const withTable = closure(table);
      for (const { name, root, library } of WHOLE_PARTS) {
        const rootId = ids.find((id) => root.test(id));
        if (!rootId) throw new Error(`keel-route-chunks: ${name} is missing`);
        // The library only: the part's own imports (MUI…) are other pages' too, and a group
        // takes its modules' imports along.
        for (const id of closure(rootId)) if (library.test(id)) part.set(id, name);
      }
      const users = new Map<string, Set<string>>();
      for (const pageId of ids.filter((id) => DASHBOARD_PAGE.test(id))) {
        for (const id of closure(pageId)) {
          if (shell.has(id) || withTable.has(id) || id === pageId) continue;
          if (!users.has(id)) users.set(id, new Set());
          users.get(id)!.add(pageId);
        }
      }
      for (const [id, pages] of users) {
        const families = new Set([...pages].map(familyOf));
        if (pages.size >= SHARED_MIN && !OWN_CHUNK.test(id)) shared.add(id);
        else if (pages.size >= 2 && families.size === 1)
          family.set(id, `${[...families][0]}-shared`);
      }
      // A group takes its modules' static imports along: a family module importing one that
      // pages of other families use would pull that one, and those pages, into the family's
      // chunk. Such modules stay with the bundler's own chunking.
      // Likewise a shared module importing zod (OWN_CHUNK) would bring zod into every page.
      for (let changed = true; changed;) {
        changed = false;
        for (const id of shared) {
          const imports = this.getModuleInfo(id)?.importedIds ?? [];
          if (imports.every((dep) => shell.has(dep) || shared.has(dep) || !users.has(dep)))
            continue;
          shared.delete(id);
          changed = true;
        }
        for (const [id, name] of family) {
          const imports = this.getModuleInfo(id)?.importedIds ?? [];
          if (
            imports.every(
              (dep) =>
                shell.has(dep) || shared.has(dep) || family.get(dep) === name || !users.has(dep),
            )
          )
            continue;
          family.delete(id);
          changed = true;
        }
      }
      if (process.env.KEEL_CHUNK_REPORT) {
        const size = (set: Set<string>) =>
          [...set].reduce((sum, id) => sum + (this.getModuleInfo(id)?.code?.length ?? 0), 0);
        this.info(
          `shell ${shell.size} modules ${size(shell)} B; shared ${shared.size} modules ${size(shared)} B`,
        );
        for (const id of shared)
          this.info(
            `  shared ${users.get(id)?.size} ${path.relative(process.cwd(), id)} ${this.getModuleInfo(id)?.code?.length}`,
          );
      }
    },
  };
  plugin.generateBundle = function (_options, bundle) {
    if (!process.env.KEEL_CHUNK_REPORT) return;
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !/^dashboard/.test(chunk.name)) continue;
      const modules = Object.entries(chunk.modules).sort(
        (a, b) => b[1].renderedLength - a[1].renderedLength,
      );
      this.info(
        `${chunk.fileName}: ${modules
          .slice(0, 25)
          .map(
            ([id, info]) =>
              `${path.basename(path.dirname(id))}/${path.basename(id)} ${info.renderedLength}`,
          )
          .join(', ')}`,
      );
    }
  };
  const groups: Group[] = [
    { name: 'dashboard', test: (id) => shell.has(id), priority: 1 },
    { name: 'dashboard-shared', test: (id) => shared.has(id), priority: 0 },
    { name: (id) => family.get(id) ?? null, test: (id) => family.has(id), priority: 0 },
    { name: (id) => part.get(id) ?? null, test: (id) => part.has(id), priority: 0 },
  ];
  return { plugin, groups };
}
