// Temporary screenshot script (not committed).
import { chromium } from 'playwright-core';
const api = 'http://localhost:9197', host = 'http://localhost:4732';
const locale = process.env.LOC ?? 'en';
const login = await fetch(`${api}/v2/auth/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=teacher%40example.com&password=demo-password' });
const { token } = await login.json();
const call = async (method, path, body) => {
  const r = await fetch(`${api}${path}`, { method, headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json', hilocale: 'en', Origin: host }, body: body ? JSON.stringify(body) : undefined });
  if (!r.ok) throw new Error(`${method} ${path} ${r.status} ${await r.text()}`);
  return r.json();
};
let id = Number(process.env.COURSE ?? 0);
let chapterId, lectureId;
if (!id) {
  const item = await call('POST', '/lecturers/v2/courses', { title: '程式設計入門：從零開始學 JavaScript' });
  id = item.id;
  await call('POST', `/lecturers/v2/courses/${id}/chapters/outline`, { chapters: [
    { title: '第一章 環境設定與基本概念', lectures: [{ title: '安裝 Node.js 與編輯器' }, { title: 'Hello World：你的第一個程式' }, { title: '變數、型別與運算子的完整介紹' }] },
    { title: 'Chapter 2: Control flow', lectures: [{ title: 'if / else' }, { title: 'Loops and iteration in depth', type: 'CODE' }] },
  ] });
}
const chapters = (await call('GET', `/lecturers/v2/courses/${id}/chapters`)).data;
chapterId = chapters[0].id; lectureId = chapters[0].lectures[0].id;
console.log('course', id);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const pages = {
  list: `/${locale}/courses`,
  basic: `/${locale}/courses/${id}/infos/basic`,
  chapters: `/${locale}/courses/${id}/chapters`,
  subtitles: `/${locale}/courses/${id}/subtitles`,
  lecture: `/${locale}/courses/${id}/chapters/${chapterId}/lectures/${lectureId}`,
  prices: `/${locale}/courses/${id}/prices/normal`,
  status: `/${locale}/courses/${id}/settings/status`,
  compilers: `/${locale}/compilers`,
  quick: `/${locale}/courses/${id}/chapters/quick`,
};
const only = process.env.ONLY?.split(',');
const widths = (process.env.W ?? '1440,1024,390').split(',').map(Number);
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/' }]);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const [name, path] of Object.entries(pages)) {
    if (only && !only.includes(name)) continue;
    await page.goto(host + path);
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0 && document.documentElement.hasAttribute('data-sections'));
    await page.waitForTimeout(1200);
    const overflow = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    console.log(width, name, overflow[0] > overflow[1] ? `OVERFLOW ${overflow}` : 'ok');
    await page.screenshot({ path: `/tmp/shots-d/${name}-${locale}-${width}.png`, fullPage: process.env.FULL === '1' });
  }
  if (width < 900 && (!only || only.includes('menu'))) {
    await page.goto(host + pages.basic);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-sections'));
    await page.locator('[data-nav-toggle]').focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(400);
    console.log('focused', await page.evaluate(() => document.activeElement?.textContent));
    await page.screenshot({ path: `/tmp/shots-d/menu-${locale}-${width}.png` });
  }
  await context.close();
}
await browser.close();
