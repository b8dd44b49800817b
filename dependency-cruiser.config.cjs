/**
 * Module boundaries, checked by `npm test` (step `boundaries`: `depcruise --config
 * dependency-cruiser.config.cjs server src`). Not named .dependency-cruiser.cjs: ESLint lints
 * every file and its type-aware parser only knows files of tsconfig.json, which skips dotfiles.
 *
 * Each rule names the code it governs in `from.path`; add a rule per boundary (the front end's go
 * beside the server's). A capture group of `from.path` can be used in `to` as `$1`.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'server-resource-imports-another-resource',
      comment:
        "A server resource (server/src/routes/<resource>/) does not import another resource's " +
        'folder: what two resources share lives outside server/src/routes (server/src/http/, ' +
        'a domain folder such as server/src/items/ or server/src/finances/, or server/src/testing/ ' +
        'for tests). Only server/src/routes/index.ts, which is no resource, collects them all.',
      severity: 'error',
      from: { path: '^server/src/routes/([^/]+)/' },
      to: { path: '^server/src/routes/[^/]+/', pathNot: '^server/src/routes/$1/' },
    },
    {
      name: 'island-imports-another-area',
      comment:
        'An island of an area (src/islands/<area>/) imports its own area and the shared kits ' +
        '(src/islands/ui/, form/, global/, the top-level islands) only: what two areas share ' +
        'moves to a kit or to src/lib/.',
      severity: 'error',
      from: { path: '^src/islands/([^/]+)/', pathNot: '^src/islands/(ui|form|global)/' },
      to: {
        path: '^src/islands/[^/]+/',
        pathNot: ['^src/islands/$1/', '^src/islands/(ui|form|global)/'],
      },
    },
    {
      name: 'kit-imports-an-area',
      comment:
        'The shared kits (src/islands/ui/, form/, global/) serve every area and import none.',
      severity: 'error',
      from: { path: '^src/islands/(ui|form|global)/' },
      to: { path: '^src/islands/[^/]+/', pathNot: '^src/islands/(ui|form|global)/' },
    },
    {
      name: 'store-imports-another-area',
      comment:
        "An area's store (src/stores/<area>/) imports its own area's stores and the shared ones " +
        '(files directly in src/stores/) only.',
      severity: 'error',
      from: { path: '^src/stores/([^/]+)/' },
      to: { path: '^src/stores/[^/]+/', pathNot: '^src/stores/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.astro|\\.data)/' },
    // Type-only imports cross boundaries too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
