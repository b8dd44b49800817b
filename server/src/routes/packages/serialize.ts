/**
 * Packages as the contract answers them: the courses in their order with their prices, the
 * prices added up (`list_price`), the cover's address and the owner.
 */
import { asc, inArray, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { coursePackage } from '../../contract/discounts.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { courses, packageCourses, users } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { fileUrl } from '../../items/detail.ts';
import type { PackageRow } from '../../selling/discount-access.ts';

/** A package as answered. */
export type PackageAnswer = z.input<typeof coursePackage>;

/** Serialises package rows, in their order (two queries). */
export async function serializePackages(
  tx: Database | Transaction,
  env: Env,
  rows: readonly PackageRow[],
): Promise<PackageAnswer[]> {
  if (rows.length === 0) return [];
  const held = await tx
    .select({
      packageId: packageCourses.packageId,
      id: courses.id,
      title: courses.title,
      kind: courses.kind,
      price: courses.price,
    })
    .from(packageCourses)
    .innerJoin(courses, eq(courses.id, packageCourses.courseId))
    .where(
      inArray(
        packageCourses.packageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(packageCourses.sort), asc(courses.id));
  const owners = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((row) => row.lecturerId))]));
  const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
  return rows.map((row) => {
    const list = held
      .filter((course) => course.packageId === row.id)
      .map(({ id, title, kind, price }) => ({ id, title, kind, price }));
    return {
      id: row.id,
      title: row.title,
      price: row.price,
      list_price: list.reduce((sum, course) => sum + course.price, 0),
      cover_url: row.coverUploadId ? fileUrl(env, row.coverUploadId) : null,
      status: row.status,
      courses: list,
      owner: ownerOf.get(row.lecturerId) ?? { id: row.lecturerId, name: '' },
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** Serialises one package. */
export async function serializePackage(
  tx: Database | Transaction,
  env: Env,
  row: PackageRow,
): Promise<PackageAnswer> {
  const [answer] = await serializePackages(tx, env, [row]);
  if (!answer) throw new Error('The package was not serialised');
  return answer;
}
