import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditList } from '../../../src/api/audit.ts';
import { ApiError, CancelledError } from '../../../src/api/client.ts';
import { auditValue, createAuditTrail, textOfHtml, wordsOf } from '../../../src/stores/audit.ts';
import { $toasts } from '../../../src/stores/toasts.ts';

function entry(id: number): AuditEntry {
  return {
    id,
    subject: 'MEMBER',
    subject_key: '7',
    action: 'UPDATE',
    before: { phone: '0911' },
    after: { phone: '0922' },
    actor: { id: 1, name: 'Admin' },
    at: '2026-11-26T02:00:00.000Z',
  };
}

/** Pages of `perPage` entries over ids total..1 (newest first). */
function pages(total: number, perPage: number) {
  const asked: number[] = [];
  const load = (page: number): Promise<AuditList> => {
    asked.push(page);
    const ids = Array.from({ length: total }, (_, index) => total - index);
    return Promise.resolve({
      data: ids.slice((page - 1) * perPage, page * perPage).map(entry),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        per_page: perPage,
        total,
      },
    });
  };
  return { load, asked };
}

describe('an audit trail', () => {
  beforeEach(() => $toasts.set([]));

  it('loads the newest page, appends older ones, and starts over on reload', async () => {
    const source = pages(5, 2);
    const trail = createAuditTrail(source.load);
    expect(trail.$trail.get().status).toBe('loading');
    await trail.reload();
    expect(trail.$trail.get()).toMatchObject({ status: 'ready', hasMore: true });
    expect(trail.$trail.get().entries.map((item) => item.id)).toEqual([5, 4]);
    await trail.more();
    await trail.more();
    expect(trail.$trail.get().entries.map((item) => item.id)).toEqual([5, 4, 3, 2, 1]);
    expect(trail.$trail.get().hasMore).toBe(false);
    await trail.reload();
    expect(trail.$trail.get().entries.map((item) => item.id)).toEqual([5, 4]);
    expect(source.asked).toEqual([1, 2, 3, 1]);
  });

  it('says a failed first load can be retried, and keeps loaded entries when older ones fail', async () => {
    let fail = true;
    const source = pages(3, 2);
    const trail = createAuditTrail((page) =>
      fail ? Promise.reject(new ApiError(0, {}, 'offline')) : source.load(page),
    );
    await trail.reload();
    expect(trail.$trail.get().status).toBe('error');
    fail = false;
    await trail.reload();
    expect(trail.$trail.get().entries).toHaveLength(2);
    fail = true;
    await trail.more();
    expect(trail.$trail.get()).toMatchObject({
      status: 'ready',
      hasMore: true,
      loadingMore: false,
    });
    expect(trail.$trail.get().entries).toHaveLength(2);
    expect($toasts.get().map((toast) => toast.type)).toEqual(['error']);
  });

  it('says nothing when a load is cancelled', async () => {
    const source = pages(3, 2);
    let cancel = false;
    const trail = createAuditTrail((page) =>
      cancel ? Promise.reject(new CancelledError('aborted')) : source.load(page),
    );
    await trail.reload();
    cancel = true;
    await trail.more();
    expect(trail.$trail.get().status).toBe('ready');
    expect(trail.$trail.get().entries).toHaveLength(2);
    expect($toasts.get()).toEqual([]);
  });
});

describe('how the trail shows a value', () => {
  const t = (id: string) => `<${id}>`;

  it('a status reads as its words, not its code', () => {
    const status = wordsOf(t, { ACTIVE: 'members.status.ACTIVE' });
    expect(auditValue(t, 'ACTIVE', status)).toBe('<members.status.ACTIVE>');
    expect(auditValue(t, 'GONE', status)).toBe('GONE');
  });

  it('a rich text reads as its words, without tags or entities', () => {
    const html = '<p>Teaches <strong>jazz</strong> &amp; blues</p><ul><li>Piano</li></ul>';
    expect(textOfHtml(html)).toBe('Teaches jazz & blues Piano');
    expect(auditValue(t, html)).toBe('Teaches jazz & blues Piano');
    expect(auditValue(t, 'a < b')).toBe('a < b');
  });

  it('numbers carry separators, money its format; nothing is a dash; yes and no are words', () => {
    expect(auditValue(t, 12345)).toBe('12,345');
    expect(auditValue(t, 0.0361)).toBe('0.0361');
    expect(auditValue(t, -200, (value) => `NT$${String(value)}`)).toBe('NT$-200');
    expect(auditValue(t, null)).toBe('—');
    expect(auditValue(t, '')).toBe('—');
    expect(auditValue(t, true)).toBe('<audit.yes>');
    expect(auditValue(t, ['a', 'b'])).toBe('a, b');
  });
});
