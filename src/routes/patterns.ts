/**
 * Route patterns: `{name}` is a parameter, `{name?}` an optional one. Expands a pattern into its
 * concrete variants, ranks them, matches paths and builds paths and shell-page locations.
 */

/** One segment of a pattern. */
export type Segment =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string; readonly optional: boolean };

/** The placeholder segment that stands for every parameter in shell-page paths. */
export const PLACEHOLDER = '_';

/** Parses a pattern into segments. */
export function parsePattern(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      const param = /^\{([a-z_]+)(\?)?\}$/.exec(part);
      if (!param?.[1]) return { kind: 'static', value: part };
      return { kind: 'param', name: param[1], optional: param[2] === '?' };
    });
}

/** Every concrete variant of a pattern: each optional parameter present or absent. */
export function expandVariants(pattern: string): Segment[][] {
  let variants: Segment[][] = [[]];
  for (const segment of parsePattern(pattern)) {
    const withSegment = variants.map((variant) => [...variant, segment]);
    variants =
      segment.kind === 'param' && segment.optional ? [...variants, ...withSegment] : withSegment;
  }
  return variants;
}

/** Orders variants so that the more specific wins: at the first differing position, static beats a parameter. */
export function compareSpecificity(a: readonly Segment[], b: readonly Segment[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const rankA = a[i]?.kind === 'static' ? 0 : 1;
    const rankB = b[i]?.kind === 'static' ? 0 : 1;
    if (rankA !== rankB) return rankA - rankB;
  }
  return b.length - a.length;
}

/** Matches a locale-free pathname against one variant; returns the parameters or null. */
export function matchVariant(
  variant: readonly Segment[],
  pathname: string,
): Record<string, string> | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts.length !== variant.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of variant.entries()) {
    const part = parts[i] ?? '';
    if (segment.kind === 'static') {
      if (segment.value !== part) return null;
    } else {
      params[segment.name] = safeDecode(part);
    }
  }
  return params;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Builds a path from a pattern and parameters; absent optional parameters drop their segment. */
export function buildPath(
  pattern: string,
  params: Readonly<Record<string, string | number | undefined>>,
): string {
  const parts: string[] = [];
  for (const segment of parsePattern(pattern)) {
    if (segment.kind === 'static') {
      parts.push(segment.value);
      continue;
    }
    const value = params[segment.name];
    if (value === undefined || value === '') {
      if (segment.optional) continue;
      throw new Error(`Missing parameter "${segment.name}" for ${pattern}`);
    }
    parts.push(encodeURIComponent(String(value)));
  }
  return `/${parts.join('/')}`;
}

/** The locale-free path of a pattern's prerendered shell page: every parameter is the placeholder. */
export function shellPath(pattern: string): string {
  const parts = parsePattern(pattern).map((segment) =>
    segment.kind === 'static' ? segment.value : PLACEHOLDER,
  );
  return `/${parts.join('/')}`;
}

/** Whether a pattern has parameters (and so needs rewrite rules to reach its shell page). */
export function hasParams(pattern: string): boolean {
  return parsePattern(pattern).some((segment) => segment.kind === 'param');
}
