import { PEOPLE_LIMITS } from '../../../server/src/contract/plain/people.ts';
import { FormField } from '../form/FormField.tsx';
import { useT } from '../use-t.ts';

/** What both member forms write about the person. */
interface Identity {
  readonly name: string;
  readonly real_name: string;
  readonly phone: string;
}

interface Props {
  readonly values: Identity;
  readonly onValue: (key: keyof Identity, value: string) => void;
  readonly error: (field: string) => string | undefined;
}

/** A member's name, real name and phone: the fields the create and the basic forms share. */
export function MemberIdentityFields({ values, onValue, error }: Props) {
  const t = useT();
  return (
    <>
      <FormField
        id="member-name"
        label={t('members.name')}
        value={values.name}
        onValue={(value) => onValue('name', value)}
        maxLength={PEOPLE_LIMITS.name}
        autoComplete="off"
        error={error('name')}
      />
      <FormField
        id="member-real-name"
        label={t('members.realName')}
        value={values.real_name}
        onValue={(value) => onValue('real_name', value)}
        maxLength={PEOPLE_LIMITS.realName}
        autoComplete="off"
        error={error('real_name')}
      />
      <FormField
        id="member-phone"
        label={t('members.phone')}
        type="tel"
        value={values.phone}
        onValue={(value) => onValue('phone', value)}
        maxLength={PEOPLE_LIMITS.phone}
        autoComplete="off"
        error={error('phone')}
      />
    </>
  );
}
