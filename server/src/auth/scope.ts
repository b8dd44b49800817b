/**
 * Data scopes in one place: which rows a viewer acting in a role may see, as drizzle conditions
 * to put in every query of the resource. Outside the scope a row does not exist (404).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { courses } from '../db/schema.ts';
import type { Role, Viewer } from './sessions.ts';

/** Courses a viewer may see: a lecturer their own, an admin all, anyone else none. */
export function courseScope(viewer: Viewer | null, role: Role | null): SQL {
  if (!viewer || !role) return sql`false`;
  switch (role) {
    case 'ADMIN':
      return sql`true`;
    case 'TEACHER':
      return eq(courses.lecturerId, viewer.id);
  }
}
