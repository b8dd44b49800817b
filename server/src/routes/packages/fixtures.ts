/**
 * Fixtures of the package tests: cover uploads and the package a response answers (priced items
 * and packages written directly are in testing/selling.ts).
 */
import type { CoursePackage } from '../../contract/discounts.ts';
import type { TestApi, TestResponse } from '../../testing/harness.ts';
import { pngBytes } from '../../testing/files.ts';

/** Posts a cover image (`POST /v2/files`, purpose cover) as a user; answers its upload id. */
export async function postCover(api: TestApi, email: string): Promise<string> {
  const bytes = pngBytes();
  const form = new FormData();
  form.append('purpose', 'cover');
  form.append('file', new Blob([bytes]), 'cover.png');
  const response = await api.request('POST', '/v2/files', {
    token: await api.tokenOf(email),
    body: form,
    locale: 'en',
  });
  const id = (response.body as { id?: string }).id;
  if (response.status >= 300 || !id)
    throw new Error(`No cover upload: ${response.status} ${JSON.stringify(response.body)}`);
  return id;
}

/** The package a response answers. */
export function packageOf(response: TestResponse): CoursePackage {
  return response.body as CoursePackage;
}
