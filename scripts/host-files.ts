/**
 * `npm run host-files [-- <build folder>]`: writes `_redirects`, `_headers` and the nginx include of
 * a built site again (default `dist/`). Run it after replacing the build's `runtime-config.js`
 * for a deployment, so the Content-Security-Policy lets the pages reach that deployment's API.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeHostFiles } from '../src/routes/host-files.ts';

const dir = resolve(process.argv[2] ?? 'dist');
if (!existsSync(resolve(dir, 'runtime-config.js'))) {
  console.error(`No runtime-config.js in ${dir}: give the folder of a build.`);
  process.exit(1);
}
await writeHostFiles(dir);
console.info(`Wrote _redirects, _headers and nginx-routes.conf in ${dir}`);
