/**
 * The bundle check (`npm test` step `bundle`, after `build`): the browser gets the contract's types
 * and plain constants only, and compiled messages. Fails when a built client file in dist/_astro
 * holds zod, server code (drizzle, Hono, PGlite) or the ICU message parser, naming the files and
 * what was found with their gzip sizes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Text that only zod or server code puts in a bundle (class names zod keeps as strings, ...). */
export const serverMarkers: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  { name: 'zod (ZodError)', pattern: /ZodError/ },
  { name: 'zod ($ZodType)', pattern: /\$ZodType/ },
  { name: 'zod (._zod)', pattern: /\._zod\b/ },
  { name: 'drizzle', pattern: /drizzle/i },
  { name: 'hono', pattern: /HonoRequest|\bnew Hono\b/ },
  { name: 'pglite', pattern: /pglite/i },
  { name: 'server source', pattern: /server\/src\// },
  // Pages carry compiled messages (src/i18n/compile.ts): the browser needs no ICU parser.
  { name: 'ICU message parser', pattern: /EXPECT_ARGUMENT_CLOSING_BRACE/ },
];

/** A built file with server code in it. */
export interface Finding {
  readonly file: string;
  readonly markers: readonly string[];
  readonly gzipBytes: number;
}

/** The markers found in one file's text. */
export function markersIn(text: string): string[] {
  return serverMarkers.filter((marker) => marker.pattern.test(text)).map((marker) => marker.name);
}

/** Every JavaScript (and other text) file under a built client folder that holds a marker. */
export function scanBundle(dir: string): Finding[] {
  const findings: Finding[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(m?js|css|html)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    const markers = markersIn(content.toString('utf8'));
    if (markers.length > 0) findings.push({ file, markers, gzipBytes: gzipSync(content).length });
  }
  return findings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist/_astro';
  const findings = scanBundle(dir);
  if (findings.length === 0) {
    console.info(`bundle: no zod, server code or ICU parser in ${dir}`);
  } else {
    for (const { file, markers, gzipBytes } of findings) {
      console.error(`${file} (${String(gzipBytes)} B gzip): ${markers.join(', ')}`);
    }
    console.error(
      `bundle: ${String(findings.length)} built file(s) hold zod, server code or the ICU parser; the browser may import only types and the zod-free modules of server/src/contract/plain, and formats compiled messages.`,
    );
    process.exit(1);
  }
}
