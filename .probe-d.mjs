import { chromium } from 'playwright-core';
const api = 'http://localhost:9197', host = 'http://localhost:4732';
const login = await fetch(`${api}/v2/auth/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=teacher%40example.com&password=demo-password' });
const { token } = await login.json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: Number(process.env.W ?? 1024), height: 900 } });
await context.addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/' }]);
const page = await context.newPage();
await page.goto(host + process.argv[2]);
await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0 && document.documentElement.hasAttribute('data-sections'));
await page.waitForTimeout(1000);
console.log(await page.evaluate(() => {
  const vw = document.documentElement.clientWidth;
  const out = [];
  out.push(`scroll ${document.documentElement.scrollWidth} client ${vw}`);
  for (const el of document.querySelectorAll('body *')) {
    let clipped = false;
    for (let p = el.parentElement; p; p = p.parentElement) { const o = getComputedStyle(p).overflowX; if (o !== 'visible') { clipped = true; break; } }
    if (clipped) continue;
    const r = el.getBoundingClientRect();
    if (r.right > vw + 1 && r.width > 0) out.push(`${el.tagName}.${el.className} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
  }
  return out.slice(0, 15).join('\n');
}));
await browser.close();
