import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a hand-written React Router server build into `buildDir`/server: enough to exercise the
 * bridge (Fetch Request in, Response out, load context) and the page cache without running Vite.
 * `modules` is JavaScript declaring the route modules; `routes` maps a route id (a child of the
 * root) to its path and the name of its module.
 */
export async function writeFakeServerBuild(buildDir: string, modules: string, routes: Record<string, { path: string; module: string }>): Promise<void> {
  const children = Object.entries(routes).map(([id, route]) => `  ${JSON.stringify(id)}: { id: ${JSON.stringify(id)}, parentId: 'root', path: ${JSON.stringify(route.path)}, module: ${route.module} },`);
  const source = `${modules}
export const entry = { module: { default: () => new Response('document') } };
export const routes = {
  root: { id: 'root', path: '', module: {} },
${children.join('\n')}
};
export const assets = { entry: { module: '/assets/entry.js', imports: [] }, routes: {}, url: '/assets/manifest.js', version: '1' };
export const publicPath = '/';
export const assetsBuildDirectory = 'client';
export const basename = '/';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'initial' };
`;
  await mkdir(path.join(buildDir, 'server'), { recursive: true });
  await writeFile(path.join(buildDir, 'server', 'index.js'), source);
}
