import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect } from 'react';
import { urlFor } from '../../routes/urls.ts';
import { startGroupCreate } from '../../stores/member-groups/group.ts';
import { $page } from '../../stores/page.ts';
import { useT } from '../use-t.ts';
import { MemberGroupForm } from './MemberGroupForm.tsx';

/** A new member group: name and description; once saved, its members mode opens to fill it. */
export default function MemberGroupCreateScreen() {
  const t = useT();
  const page = useStore($page);
  useEffect(() => {
    startGroupCreate();
  }, []);
  return (
    <section className="group-screen" aria-labelledby="group-create-heading">
      <h2 id="group-create-heading">{t('memberGroups.create.heading')}</h2>
      <MemberGroupForm
        onSaved={(id) =>
          void navigate(
            urlFor(page.locale, 'member-groups-group_id-mode', { group_id: id, mode: 'members' }),
          )
        }
      />
    </section>
  );
}
