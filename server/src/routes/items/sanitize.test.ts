/** The introduction's HTML: what the sanitiser keeps and removes, and that the API stores only that. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemDetail } from '../../contract/items.ts';
import { sanitizeIntroduction } from '../../items/sanitize.ts';
import { planGroup } from '../../seed/marketplace.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { prepareItem, storedItem } from '../../testing/item-setup.ts';

describe('sanitizeIntroduction', () => {
  it('keeps the formatting the editor makes', () => {
    const html =
      '<h2>標題</h2><h3>小標</h3><h4>更小</h4><p>一段<strong>粗體</strong><b>b</b><em>斜體</em><i>i</i>' +
      '<u>底線</u><s>刪除</s><br /><code>x &lt; y</code></p><blockquote>引言</blockquote>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><pre><code>let a = 1;</code></pre><hr />' +
      '<p><a href="https://example.com/a?b=c&amp;d=e">網址</a> <a href="mailto:a@example.com">信</a></p>';
    expect(sanitizeIntroduction(html)).toBe(html);
  });

  it('removes scripts, styles, frames and images with their content', () => {
    expect(
      sanitizeIntroduction(
        '<p>a</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://x"></iframe>' +
          '<img src="x" onerror="alert(1)"><object data="x"></object><noscript>n</noscript><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
    expect(sanitizeIntroduction('<svg><script>alert(1)</script></svg>text')).toBe('text');
  });

  it('removes event handlers, styles and classes but keeps the text', () => {
    expect(
      sanitizeIntroduction(
        '<p onclick="alert(1)" style="color:red" class="x" id="y">Hi <b onmouseover="x()">there</b></p>',
      ),
    ).toBe('<p>Hi <b>there</b></p>');
    expect(sanitizeIntroduction('<div><span>inline</span></div><h1>big</h1>')).toBe('inlinebig');
  });

  it('keeps absolute http, https and mailto links only; other anchors lose their href', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example.com',
      '/relative',
      'ftp://example.com',
    ]) {
      expect(sanitizeIntroduction(`<a href="${href}">link</a>`), href).toBe('<a>link</a>');
    }
    expect(sanitizeIntroduction('<a>no href</a>')).toBe('<a>no href</a>');
    // Following links keep their own closing tags.
    expect(
      sanitizeIntroduction('<a href="javascript:x">a</a><a href="https://example.com">b</a>'),
    ).toBe('<a>a</a><a href="https://example.com">b</a>');
    expect(sanitizeIntroduction('<a href="http://example.com" title="t">ok</a>')).toBe(
      '<a href="http://example.com">ok</a>',
    );
  });

  it('protects links that open a new tab and drops other targets', () => {
    expect(
      sanitizeIntroduction('<a href="https://example.com" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeIntroduction('<a href="https://example.com" target="_self">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it('is idempotent and leaves the demo introductions as they are', () => {
    const dirty =
      '<p onclick="x">a<script>b</script><a href="javascript:c" target="_blank">d</a></p>';
    const once = sanitizeIntroduction(dirty);
    expect(sanitizeIntroduction(once)).toBe(once);
    const introductions = planGroup(0).courses.map((item) => item.introduction);
    expect(introductions.filter((html) => html !== '').length).toBeGreaterThan(100);
    for (const html of introductions) expect(sanitizeIntroduction(html)).toBe(html);
  });
});

describe('PUT /lecturers/v2/{kind}/{id} with an introduction', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('stores and shows it without scripts, event handlers and javascript: links', async () => {
    const id = await prepareItem(api, 'articles');
    const path = `/lecturers/v2/articles/${id}`;
    const token = await api.tokenOf('teacher@example.com');
    const response = await api.request('PUT', path, {
      token,
      body: {
        introduction:
          '<p onmouseover="steal()">Hello</p><script>steal()</script>' +
          '<a href="javascript:steal()">click</a><img src=x onerror="steal()">' +
          '<a href="https://example.com" target="_blank">site</a>',
      },
    });
    const expected =
      '<p>Hello</p><a>click</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>';
    expect(response.status).toBe(200);
    expect((response.body as ItemDetail).introduction).toBe(expected);
    expect((await storedItem(api, id))?.introduction).toBe(expected);
    const read = await api.request('GET', path, { token });
    expect((read.body as ItemDetail).introduction).toBe(expected);
  });
});
