import { useStore } from '@nanostores/react';
import { useEffect, type SyntheticEvent } from 'react';
import type { Member, MemberStatus } from '../../../server/src/contract/members.ts';
import {
  memberStatuses,
  notificationKeys,
  type NotificationKey,
} from '../../../server/src/contract/plain/people.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  basicForm,
  saveBasic,
  saveSettings,
  settingsForm,
  startBasic,
  startSettings,
} from '../../stores/members/basic.ts';
import { $page } from '../../stores/page.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { CheckboxField } from '../form/CheckboxField.tsx';
import { focusFirstProblem } from '../form/focus-problem.ts';
import { FormActions } from '../form/FormActions.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { useForm } from '../form/use-form.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useT } from '../use-t.ts';
import { MemberIdentityFields } from './MemberIdentityFields.tsx';
import { MemberAudit, MemberFrame, memberStatusLabels } from './MemberParts.tsx';

/** The words of each notification setting. */
const notificationLabels: Readonly<Record<NotificationKey, string>> = {
  receivePlatformLatestEvents: 'members.settings.receivePlatformLatestEvents',
  receiveCoursePromotion: 'members.settings.receiveCoursePromotion',
};

/** The seed's account tabs without a route of their own, reached by `?tab=`. */
type BasicTab = 'basic' | 'settings';

function BasicForm({ member }: { readonly member: Member }) {
  const t = useT();
  const { values, saving, dirty, error } = useForm(basicForm);
  useEffect(() => startBasic(member), [member]);
  const set = basicForm.set.bind(basicForm);
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await saveBasic(member.id))) focusFirstProblem(form);
  };
  return (
    <form
      className="money-card member-form"
      noValidate
      aria-labelledby="member-basic-heading"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id="member-basic-heading" className="money-card__title">
        {t('members.basicHeading')}
      </h3>
      <dl className="money-facts">
        <dt>{t('members.email')}</dt>
        <dd>{member.email}</dd>
        <dt>{t('members.joinedAt')}</dt>
        <dd>{taipeiDateTime(member.created_at)}</dd>
        <dt>{t('members.ordersCount')}</dt>
        <dd>{formatNumber(member.orders_count)}</dd>
      </dl>
      <MemberIdentityFields values={values} onValue={set} error={error} />
      <SelectField<MemberStatus>
        id="member-status"
        label={t('members.status')}
        value={values.status}
        options={memberStatuses.map((value) => ({ value, label: t(memberStatusLabels[value]) }))}
        onValue={(status) => set('status', status)}
        error={error('status')}
      />
      {values.status === 'BLOCKED' && member.status !== 'BLOCKED' && (
        <p className="field__hint">{t('members.blockNote')}</p>
      )}
      <FormActions saving={saving} dirty={dirty} />
    </form>
  );
}

function SettingsForm({ member }: { readonly member: Member }) {
  const t = useT();
  const { values, saving, dirty } = useForm(settingsForm);
  useEffect(() => startSettings(member), [member]);
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveSettings(member.id);
  };
  return (
    <form
      className="money-card member-form"
      noValidate
      aria-labelledby="member-settings-heading"
      onSubmit={onSubmit}
    >
      <h3 id="member-settings-heading" className="money-card__title">
        {t('members.settings.heading')}
      </h3>
      {notificationKeys.map((key) => (
        <CheckboxField
          key={key}
          id={`member-${key}`}
          label={t(notificationLabels[key])}
          checked={values[key]}
          onValue={(checked) => settingsForm.set(key, checked)}
        />
      ))}
      <FormActions saving={saving} dirty={dirty} />
    </form>
  );
}

/** The basic tab's own strip: basic fields, or the seed's settings tab (`?tab=settings`). */
function BasicTabs({ member, tab }: { readonly member: Member; readonly tab: BasicTab }) {
  const t = useT();
  const locale = useStore($page).locale;
  const links: readonly { tab: BasicTab; label: string; href: string }[] = [
    {
      tab: 'basic',
      label: t('members.tab.basic'),
      href: urlFor(locale, 'members-member_id', { member_id: member.id }),
    },
    {
      tab: 'settings',
      label: t('members.tab.settings'),
      href: urlFor(locale, 'members-member_id', { member_id: member.id }, { tab: 'settings' }),
    },
  ];
  return (
    <nav className="subnav" aria-label={t('members.tab.label')}>
      <ul>
        {links.map((link) => (
          <li key={link.tab}>
            <a
              className="subnav__link"
              href={link.href}
              aria-current={link.tab === tab ? 'page' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A member's account: the basic fields and status (`?tab=settings`: the notification settings),
 * with the audit trail of the changes made to them and their wallet.
 */
export default function MemberBasicScreen() {
  const page = useStore($page);
  const tab: BasicTab = page.query.get('tab') === 'settings' ? 'settings' : 'basic';
  return (
    <MemberFrame>
      {(member) => (
        <>
          <BasicTabs member={member} tab={tab} />
          {tab === 'settings' ? <SettingsForm member={member} /> : <BasicForm member={member} />}
          <MemberAudit id={member.id} />
        </>
      )}
    </MemberFrame>
  );
}
