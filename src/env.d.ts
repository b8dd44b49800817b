// Astro's client types (import.meta.glob, import.meta.env, asset imports) for tools that run
// before astro writes .astro/types.d.ts: on a fresh clone, npm test's lint starts beside astro check.
/// <reference types="astro/client" />
