import { describe, expect, it } from 'vitest';
import { plan } from '../../../scripts/test.ts';

const args = (steps: ReturnType<typeof plan>['steps'], name: string) =>
  steps.find((step) => step.name === name)?.args.map((arg) => arg.replace(/^.*\/\.bin\//, ''));

describe('npm test: the API steps on PostgreSQL and S3', () => {
  it('runs the storage tests once: on S3 and PostgreSQL in api-s3, left out of api-pg', () => {
    const { steps, skipped } = plan(['api-pg', 'api-s3'], { postgres: true, s3: true });
    expect(skipped.size).toBe(0);
    expect(args(steps, 'api-s3')).toEqual([
      ...['scripts/s3.ts', '--', 'tsx', 'scripts/postgres.ts', '--'],
      ...['vitest', 'run', '--project', 'api'],
      'server/src/storage/',
      'server/src/uploads/',
      'server/src/routes/uploads/',
      'server/src/routes/lectures/media.test.ts',
      'server/src/routes/subtitles/',
      ...['--exclude', 'server/src/routes/uploads/restart.test.ts'],
    ]);
    const pg = args(steps, 'api-pg') ?? [];
    for (const glob of [
      'server/src/storage/**',
      'server/src/uploads/**',
      'server/src/routes/uploads/**',
      'server/src/routes/lectures/media.test.ts',
      'server/src/routes/subtitles/**',
    ]) {
      expect(pg[pg.indexOf(glob) - 1]).toBe('--exclude');
    }
    expect(steps.map((step) => step.name)).toEqual(['api-pg', 'api-s3']);
  });

  it('skips api-s3 with a notice when no S3 server can start, and api-pg keeps the storage tests', () => {
    const { steps, skipped } = plan(['api-pg', 'api-s3'], { postgres: true, s3: false });
    expect(steps.map((step) => step.name)).toEqual(['api-pg']);
    expect(skipped.get('api-s3')).toBe(
      "no S3-compatible server can be started here (run as root, or install Debian's swift packages)",
    );
    expect(args(steps, 'api-pg')?.some((arg) => arg.startsWith('server/src/uploads'))).toBe(false);
  });

  it('keeps the storage tests in api-pg when api-s3 is not chosen', () => {
    const { steps } = plan(['api-pg'], { postgres: true, s3: true });
    expect(args(steps, 'api-pg')?.some((arg) => arg.startsWith('server/src/uploads'))).toBe(false);
  });

  it('runs api-s3 on PGlite when no PostgreSQL can start', () => {
    const { steps, skipped } = plan(['api-pg', 'api-s3'], { postgres: false, s3: true });
    expect([...skipped.keys()]).toEqual(['api-pg']);
    expect(args(steps, 'api-s3')?.slice(0, 4)).toEqual(['scripts/s3.ts', '--', 'vitest', 'run']);
    expect(args(steps, 'api-s3')).not.toContain('scripts/postgres.ts');
  });
});
