/** STORAGE_URL read: `s3://<bucket>[/<prefix>]?endpoint=…&region=…&path_style=…`. */

/** Where a bucket is and how to address it. */
export interface BucketLocation {
  readonly bucket: string;
  /** Prepended to every key: empty, or ending with `/`. */
  readonly prefix: string;
  readonly endpoint: string | undefined;
  readonly region: string;
  readonly pathStyle: boolean;
}

/** Reads a STORAGE_URL (validated by env.ts); `region` when it names none. */
export function parseStorageUrl(value: string, region: string): BucketLocation {
  const url = new URL(value);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const style = url.searchParams.get('path_style');
  return {
    bucket: url.hostname,
    prefix: path === '' ? '' : `${path}/`,
    endpoint,
    region: url.searchParams.get('region') ?? region,
    pathStyle: style === null ? endpoint !== undefined : ['1', 'true', 'yes'].includes(style),
  };
}
