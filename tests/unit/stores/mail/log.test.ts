import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailDetail, MailEntry } from '../../../../server/src/contract/mail.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../../src/stores/unsaved.ts';

const api = vi.hoisted(() => ({
  fetchMail: vi.fn(() => Promise.resolve({ data: [], meta: { last_page: 1 } })),
  fetchMailMessage: vi.fn<(id: number) => Promise<unknown>>(),
  resendMail: vi.fn<(id: number) => Promise<unknown>>(),
}));
vi.mock('../../../../src/api/mail.ts', () => api);

const log = await import('../../../../src/stores/mail/log.ts');
const { query } = log.mailList;

const failed = {
  id: 7,
  to_address: 'ana@example.com',
  status: 'FAILED',
  last_error: '550 No such user',
} as MailEntry;
const queued = { ...failed, status: 'QUEUED', last_error: null, text: 'Hello' } as MailDetail;
const toasts = () => $toasts.get().map((toast) => `${toast.type}: ${toast.message}`);

describe('the e-mail log filters', () => {
  it('keep status, kind and keyword in the address; unknown values fall back to all', () => {
    expect(query.fromQuery(new URLSearchParams(''))).toEqual({
      status: '',
      kind: '',
      keyword: '',
      page: 1,
    });
    const read = query.fromQuery(
      new URLSearchParams('status=FAILED&kind=INVITATION&keyword=%20ana%20&page=2'),
    );
    expect(read).toEqual({ status: 'FAILED', kind: 'INVITATION', keyword: 'ana', page: 2 });
    expect(query.toQuery(read)).toMatchObject({ status: 'FAILED', kind: 'INVITATION' });
    expect(query.fromQuery(new URLSearchParams('status=LOST&kind=POSTCARD'))).toEqual(
      query.defaults,
    );
    expect(query.narrows({ ...query.defaults, kind: 'REFUND_MADE' })).toBe(true);
  });

  it('ask the API for what narrows only', async () => {
    await log.mailList.load(query.defaults);
    expect(api.fetchMail).toHaveBeenLastCalledWith({ page: 1 }, expect.any(AbortSignal));
    await log.mailList.load({ status: 'FAILED', kind: 'INVITATION', keyword: 'ana', page: 3 });
    expect(api.fetchMail).toHaveBeenLastCalledWith(
      { page: 3, status: 'FAILED', kind: 'INVITATION', keyword: 'ana' },
      expect.any(AbortSignal),
    );
  });
});

describe('the message dialog', () => {
  it('opens a message with its plain text and forgets it when closed', async () => {
    api.fetchMailMessage.mockResolvedValueOnce(queued);
    const opened = log.openMailMessage(7);
    expect(log.$openMailId.get()).toBe(7);
    expect(api.fetchMailMessage).toHaveBeenLastCalledWith(7, expect.any(AbortSignal));
    await opened;
    expect(log.mailMessage.dataFor(7)).toEqual(queued);
    log.closeMailMessage();
    expect(log.$openMailId.get()).toBeNull();
    expect(log.mailMessage.dataFor()).toBeNull();
  });
});

describe('resending a failed message', () => {
  beforeEach(async () => {
    api.resendMail.mockReset();
    $toasts.set([]);
    answerConfirm(false);
    log.closeMailMessage();
    await log.mailList.load({ ...query.defaults, status: 'FAILED', page: 2 });
    api.fetchMail.mockClear();
  });

  it('only a failed message offers it', () => {
    expect(log.canResend(failed)).toBe(true);
    expect(log.canResend(queued)).toBe(false);
  });

  it('asks first; confirmed, it says so, reloads the list and shows the open message queued', async () => {
    const kept = log.mailResend.run(failed);
    expect($confirm.get()?.message).toContain('mail.resend.message');
    answerConfirm(false);
    await expect(kept).resolves.toBe(false);
    expect(api.resendMail).not.toHaveBeenCalled();

    api.fetchMailMessage.mockResolvedValueOnce({ ...failed, text: 'Hello' });
    await log.openMailMessage(7);
    expect(log.mailMessage.dataFor(7)?.status).toBe('FAILED');
    api.resendMail.mockResolvedValueOnce(queued);
    const sent = log.mailResend.run(failed);
    answerConfirm(true);
    await expect(sent).resolves.toBe(true);
    expect(api.resendMail).toHaveBeenCalledWith(7);
    expect(toasts()).toEqual(['success: mail.resend.done']);
    expect(log.mailMessage.dataFor(7)?.status).toBe('QUEUED');
    expect(api.fetchMail).toHaveBeenCalledWith(
      { page: 2, status: 'FAILED' },
      expect.any(AbortSignal),
    );
  });

  it('a failure says it could not resend and reloads nothing', async () => {
    api.resendMail.mockRejectedValueOnce(new ApiError(500, {}, 'Server error'));
    const run = log.mailResend.run(failed);
    answerConfirm(true);
    await expect(run).resolves.toBe(false);
    expect(toasts()).toEqual(['error: mail.resend.failed']);
    expect(api.fetchMail).not.toHaveBeenCalled();
  });
});
