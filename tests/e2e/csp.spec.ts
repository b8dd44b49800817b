import type { ChaptersResponse, OutlineBody } from '../../server/src/contract/chapters.ts';
import { demo, expect, test, testOrigins, watchCsp } from './fixtures.ts';
import { ShellPage } from './pages/shell-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

// Every test here fails on a Content-Security-Policy violation (the `cspClean` fixture); so does
// every other browser test, on whatever screen it opens.

test('both hosts send the policy built from the site on pages, rewrites, assets and 404s', async ({
  request,
}) => {
  for (const origin of [testOrigins.admin, testOrigins.lecturer]) {
    for (const path of ['/', '/en/courses/42/infos/basic', '/runtime-config.js', '/no/such/page']) {
      const response = await request.get(`${origin}${path}`);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy, path).not.toContain('unsafe-inline;');
      expect(policy, path).toContain(`connect-src 'self' ${testOrigins.api}`);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  }
});

test('the policy is enforced: a script the build did not write does not run', async ({
  browser,
}) => {
  // A context of its own, not watched: this test makes the violation on purpose.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${testOrigins.admin}/en/login`);
  const refused = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          resolve(event.effectiveDirective);
        });
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
      }),
  );
  expect(await refused).toBe('script-src-elem');
  expect(
    await page.evaluate(() => (window as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  await context.close();
});

const outline: OutlineBody = { chapters: [{ title: 'A', lectures: [{ title: 'a1' }] }] };

test('every screen family loads on both hosts and in every locale without a violation', async ({
  browser,
  request,
  page,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const course = await teacher.create('courses', 'Policy');
  const base = `/lecturers/v2/courses/${String(course.id)}/chapters`;
  await teacher.call('POST', `${base}/outline`, outline);
  const chapters = await teacher.call<ChaptersResponse>('GET', base);
  const chapter = chapters.data[0];
  const lecture = chapter?.lectures[0];
  if (!chapter || !lecture) throw new Error('the outline was not saved');
  const item = `/courses/${String(course.id)}`;
  const screens = [
    '/',
    '/courses',
    '/ebooks',
    '/articles',
    `${item}/infos/basic`,
    `${item}/prices/normal`,
    `${item}/settings/status`,
    `${item}/permissions/lecturer`,
    `${item}/chapters`,
    `${item}/chapters/quick`,
    `${item}/chapters/${String(chapter.id)}/lectures/${String(lecture.id)}`,
    `${item}/subtitles`,
    '/courses/create/infos/basic',
    '/compilers',
    '/compilers/preview',
    '/orders',
  ];
  const lecturer = new ShellPage(await (await contextAs(browser, demo.teacher)).newPage(), 'en');
  const admin = new ShellPage(page, 'zh-CN');
  for (const path of screens) {
    await lecturer.open(`${testOrigins.lecturer}/en${path}`);
    await lecturer.waitForScreen();
  }
  for (const path of ['/', '/courses', `${item}/infos/basic`, `${item}/chapters`, '/orders']) {
    await admin.open(`${testOrigins.admin}/zh-CN${path}`);
    await admin.waitForScreen();
  }
  // The default locale, a page that is not there, and the login screen of a signed-out visitor.
  await admin.open(`${testOrigins.admin}/courses`);
  await admin.waitForScreen();
  await admin.page.goto(`${testOrigins.admin}/no/such/page`);
  await expect(admin.heading).toBeVisible();
  const signedOut = await browser.newContext();
  await watchCsp(signedOut);
  const visitor = new ShellPage(await signedOut.newPage(), 'en');
  await visitor.open(`${testOrigins.admin}/en/login`, { signedIn: false });
  await expect(visitor.heading).toBeVisible();
});
