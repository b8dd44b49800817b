import { permissionAreas, type PermissionArea } from '../../../server/src/contract/plain/me.ts';
import { levelOf, type AreaLevel } from '../../stores/settings/administrators.ts';
import { useT } from '../use-t.ts';
import { areaLabels } from './area-labels.ts';

interface Props {
  /** The table's accessible name. */
  readonly caption: string;
  /** The keys ticked. */
  readonly keys: readonly string[];
  /** Sets what may be done in an area. */
  readonly onLevel: (area: PermissionArea, level: AreaLevel) => void;
}

/**
 * The permission keys as a table: per area, "read" and "change" (change includes read: ticking it
 * ticks read, unticking read unticks it).
 */
export function PermissionMatrix({ caption, keys, onLevel }: Props) {
  const t = useT();
  return (
    <table className="site-settings-matrix">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('settings.admins.area')}</th>
          <th scope="col">{t('settings.level.read')}</th>
          <th scope="col">{t('settings.level.change')}</th>
        </tr>
      </thead>
      <tbody>
        {permissionAreas.map((area) => {
          const level = levelOf(keys, area);
          const label = t(areaLabels[area]);
          return (
            <tr key={area}>
              <th scope="row">{label}</th>
              <td>
                <input
                  type="checkbox"
                  aria-label={t('settings.admins.readOf', { area: label })}
                  checked={level !== 'none'}
                  onChange={(event) => onLevel(area, event.target.checked ? 'read' : 'none')}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={t('settings.admins.changeOf', { area: label })}
                  checked={level === '*'}
                  onChange={(event) => onLevel(area, event.target.checked ? '*' : 'read')}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
