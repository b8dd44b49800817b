import { describe, expect, it } from 'vitest';
import { decide } from '../../../src/lib/access.ts';
import { routeByName } from '../../../src/routes/routes.ts';

describe('the packages address (issue #31)', () => {
  it('opens for an administrator instead of jumping to the courses screen', () => {
    expect(decide(routeByName('packages'), 'admin', ['*'])).toEqual({ kind: 'allow' });
  });

  it('still opens for a lecturer', () => {
    expect(decide(routeByName('packages'), 'lecturer', [])).toEqual({ kind: 'allow' });
  });
});
