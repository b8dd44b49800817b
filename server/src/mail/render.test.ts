/** Messages rendered on the server: the layout, the language, and a plain text saying the same. */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MailButton, renderMail, toPlainText } from './render.tsx';

describe('renderMail', () => {
  it('renders the body in the layout with the language, and the same words as plain text', () => {
    const mail = renderMail({
      locale: 'zh-TW',
      subject: '設定您的密碼',
      footer: '這封信由系統寄出。',
      body: [
        createElement('p', { key: 'p' }, '王小明 & 陳老師 邀請您 <加入>。'),
        createElement(MailButton, {
          key: 'b',
          href: 'https://example.test/set?t=a&b=1',
          children: '設定密碼',
        }),
      ],
    });
    expect(mail.subject).toBe('設定您的密碼');
    expect(mail.html).toMatch(/^<!doctype html><html lang="zh-TW">/);
    expect(mail.html).toContain('王小明 &amp; 陳老師 邀請您 &lt;加入&gt;。');
    expect(mail.text).toBe(
      [
        '設定您的密碼',
        '王小明 & 陳老師 邀請您 <加入>。',
        '設定密碼: https://example.test/set?t=a&b=1',
        '這封信由系統寄出。',
      ].join('\n\n'),
    );
  });
});

describe('toPlainText', () => {
  it('keeps a bare link once, lists items and drops the head', () => {
    expect(
      toPlainText(
        '<html><head><title>x</title></head><body><ul><li>a</li><li>b</li></ul>' +
          '<a href="https://x.test">https://x.test</a><br/>end</body></html>',
      ),
    ).toBe('- a\n\n- b\n\nhttps://x.test\nend');
  });
});
