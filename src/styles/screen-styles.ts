/**
 * Each page's own stylesheet: the styles of its screen's area (`src/styles/areas/<area>.css`,
 * the area being the screen's folder under `src/islands/`). The frame's styles load on every
 * page (BaseLayout); an area's only on its own pages.
 */
const sheets = import.meta.glob<string>('./areas/*.css', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** The built address of a screen's area stylesheet, if the area has one. */
export function screenStylesheet(screen: string): string | undefined {
  const [area] = screen.split('/');
  return screen.includes('/') ? sheets[`./areas/${area ?? ''}.css`] : undefined;
}
