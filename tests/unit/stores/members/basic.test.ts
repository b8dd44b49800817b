import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  Member,
  MemberCreateBody,
  MemberSettingsBody,
  MemberUpdateBody,
} from '../../../../server/src/contract/members.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { member } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchMember: vi.fn<(id: number, signal?: AbortSignal) => Promise<Member>>(),
  createMember: vi.fn<(body: MemberCreateBody) => Promise<Member>>(),
  updateMember: vi.fn<(id: number, body: MemberUpdateBody) => Promise<Member>>(),
  updateMemberSettings: vi.fn<(id: number, body: MemberSettingsBody) => Promise<Member>>(),
}));
vi.mock('../../../../src/api/members.ts', () => api);

const { catalogs } = await import('../../../../src/i18n/catalogs.ts');
const { compileMessages } = await import('../../../../src/i18n/compile.ts');
const { $i18n } = await import('../../../../src/stores/i18n.ts');
const { message } = await import('../../../../server/src/i18n/messages.ts');
const basic = await import('../../../../src/stores/members/basic.ts');
const create = await import('../../../../src/stores/members/create.ts');
const { $auditVersion, memberLoader } = await import('../../../../src/stores/members/member.ts');

$i18n.set({ locale: 'zh-TW', messages: compileMessages(catalogs['zh-TW']) });

let serial = 100;

/** Starts both forms on a new member (a form keeps a member it holds already). */
function start(change: Partial<Member> = {}): Member {
  serial += 1;
  const shown = member({ id: serial, ...change });
  basic.startBasic(shown);
  basic.startSettings(shown);
  return shown;
}

describe('the basic form', () => {
  beforeEach(() => {
    api.updateMember.mockReset();
    api.updateMemberSettings.mockReset();
    memberLoader.reset();
  });

  it("refuses an empty real name before sending, in the server's words", async () => {
    start();
    basic.basicForm.set('real_name', '  ');
    await expect(basic.saveBasic(serial)).resolves.toBe(false);
    expect(basic.basicForm.$errors.get()).toEqual({
      real_name: [message('zh-TW', 'member.realNameEmpty')],
    });
    expect(api.updateMember).not.toHaveBeenCalled();
  });

  it('saves trimmed values, shows the answer and moves the audit trail', async () => {
    const shown = start();
    const version = $auditVersion.get();
    basic.basicForm.set('phone', ' 0922-000-111 ');
    basic.basicForm.set('status', 'BLOCKED');
    api.updateMember.mockResolvedValue({ ...shown, phone: '0922-000-111', status: 'BLOCKED' });
    await expect(basic.saveBasic(shown.id)).resolves.toBe(true);
    expect(api.updateMember).toHaveBeenCalledWith(shown.id, {
      name: shown.name,
      real_name: shown.real_name,
      phone: '0922-000-111',
      status: 'BLOCKED',
    });
    expect(memberLoader.dataFor(shown.id)?.status).toBe('BLOCKED');
    expect(basic.basicForm.$dirty.get()).toBe(false);
    expect($auditVersion.get()).toBe(version + 1);
  });

  it('keeps what was typed and shows the server message at its field', async () => {
    const shown = start();
    basic.basicForm.set('name', '新名字');
    api.updateMember.mockRejectedValue(new ApiError(400, { name: ['太長了'] }, '太長了'));
    await expect(basic.saveBasic(shown.id)).resolves.toBe(false);
    expect(basic.basicForm.$values.get().name).toBe('新名字');
    expect(basic.basicForm.errorOf('name')).toBe('太長了');
  });

  it('saves the notification settings', async () => {
    const shown = start();
    basic.settingsForm.set('receiveCoursePromotion', false);
    api.updateMemberSettings.mockResolvedValue({
      ...shown,
      settings: { receivePlatformLatestEvents: true, receiveCoursePromotion: false },
    });
    await expect(basic.saveSettings(shown.id)).resolves.toBe(true);
    expect(api.updateMemberSettings).toHaveBeenCalledWith(shown.id, {
      receivePlatformLatestEvents: true,
      receiveCoursePromotion: false,
    });
    expect(basic.settingsForm.$dirty.get()).toBe(false);
  });
});

describe('the create form', () => {
  beforeEach(() => {
    api.createMember.mockReset();
    create.startNewMember();
  });

  it('checks every field at once before sending', async () => {
    create.newMemberForm.set('email', 'not-an-email');
    await expect(create.saveNewMember()).resolves.toBeNull();
    expect(Object.keys(create.newMemberForm.$errors.get()).sort()).toEqual([
      'email',
      'name',
      'real_name',
    ]);
    expect(create.newMemberForm.errorOf('real_name')).toBe(
      message('zh-TW', 'member.realNameEmpty'),
    );
    expect(api.createMember).not.toHaveBeenCalled();
  });

  it("answers the new member's id, and a taken e-mail at its field", async () => {
    create.newMemberForm.set('email', ' new@example.com ');
    create.newMemberForm.set('name', '新會員');
    create.newMemberForm.set('real_name', '王新');
    api.createMember.mockRejectedValueOnce(new ApiError(400, { email: ['已被使用'] }, '已被使用'));
    await expect(create.saveNewMember()).resolves.toBeNull();
    expect(create.newMemberForm.errorOf('email')).toBe('已被使用');
    api.createMember.mockResolvedValueOnce(member({ id: 55 }));
    await expect(create.saveNewMember()).resolves.toBe(55);
    expect(api.createMember).toHaveBeenLastCalledWith({
      email: 'new@example.com',
      name: '新會員',
      real_name: '王新',
      phone: '',
    });
    expect(create.newMemberForm.$dirty.get()).toBe(false);
  });
});
