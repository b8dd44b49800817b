import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { AuditLoad } from '../../api/audit.ts';
import { settingKeys } from '../../../server/src/contract/plain/settings.ts';
import { loadAdministrators, administratorsLoader } from '../../stores/settings/administrators.ts';
import { loadSettingsAudit } from '../../stores/settings/audit.ts';
import { $settingsVersion, openPlatformSettings } from '../../stores/settings/platform.ts';
import { AuditTrail } from '../ui/AuditTrail.tsx';
import { useT } from '../use-t.ts';
import { AdministratorsSection } from './AdministratorsSection.tsx';
import { areaLabels, settingLabels } from './area-labels.ts';
import { PlatformSection } from './PlatformSection.tsx';

/**
 * The settings screen (administrators with `v2_setting`): the platform configuration (the USD
 * rate with an example price), the administrators and their permissions, and the audit trail of
 * both.
 */
export default function SettingsScreen() {
  const t = useT();
  const version = useStore($settingsVersion);
  const administrators = useStore(administratorsLoader.$state).data?.data;

  useEffect(() => {
    void openPlatformSettings();
    void loadAdministrators();
  }, []);

  const load = useCallback<AuditLoad>(
    (page, signal) => loadSettingsAudit(page, signal, t, areaLabels),
    [t],
  );
  const fields = useMemo(
    () => ({
      ...Object.fromEntries(settingKeys.map((key) => [key, t(settingLabels[key])])),
      ...Object.fromEntries(
        (administrators ?? []).map((each) => [
          `admin:${String(each.id)}`,
          t('settings.audit.permissionsOf', { name: each.name }),
        ]),
      ),
    }),
    [t, administrators],
  );

  return (
    <div className="site-settings-screen">
      <PlatformSection />
      <AdministratorsSection />
      <AuditTrail load={load} fields={fields} version={version} />
    </div>
  );
}
