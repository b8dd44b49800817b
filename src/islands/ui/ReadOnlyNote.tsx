import { permissionLabels } from '../../lib/item-labels.ts';
import type { ReadOnlyReason } from '../../stores/item.ts';
import { useT } from '../use-t.ts';

/** Says why the viewer may only look at a screen (nothing when they may change it). */
export function ReadOnlyNote({ reason }: { readonly reason: ReadOnlyReason | null }) {
  const t = useT();
  if (!reason) return null;
  let text: string;
  if (reason.kind === 'permission')
    text = t('items.permissions.readOnlyPermission', {
      permission: t(permissionLabels[reason.permission]),
    });
  else if (reason.kind === 'admin') text = t('items.permissions.readOnlyAdmin');
  else text = t('items.permissions.readOnlyOwner');
  return (
    <p className="read-only-note" role="note">
      {text}
    </p>
  );
}
