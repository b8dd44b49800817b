import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { AuditLoad } from '../../api/audit.ts';
import { settingKeys } from '../../../server/src/contract/plain/settings.ts';
import { loadAdministrators, administratorsLoader } from '../../stores/settings/administrators.ts';
import { loadSettingsAudit } from '../../stores/settings/audit.ts';
import { $settingsVersion, openPlatformSettings } from '../../stores/settings/platform.ts';
import {
  loadManagedCategories,
  managedCategoriesLoader,
} from '../../stores/settings/categories.ts';
import {
  loadManagedProfessions,
  managedProfessionsLoader,
} from '../../stores/settings/professions.ts';
import { AuditTrail } from '../ui/AuditTrail.tsx';
import { $i18n } from '../../stores/i18n.ts';
import { useT } from '../use-t.ts';
import { AdministratorsSection } from './AdministratorsSection.tsx';
import { CategoriesSection } from './CategoriesSection.tsx';
import { areaLabels, settingLabels } from './area-labels.ts';
import { PlatformSection } from './PlatformSection.tsx';
import { ProfessionsSection } from './ProfessionsSection.tsx';

/**
 * The settings screen (administrators with `v2_setting`): the platform configuration (the USD
 * rate with an example price), the administrators and their permissions, the professions, the
 * categories, and the
 * audit trail of them.
 */
export default function SettingsScreen() {
  const t = useT();
  const version = useStore($settingsVersion);
  const { locale } = useStore($i18n);
  const administrators = useStore(administratorsLoader.$state).data?.data;
  const professions = useStore(managedProfessionsLoader.$state).data?.data;
  const categories = useStore(managedCategoriesLoader.$state).data?.data;

  useEffect(() => {
    void openPlatformSettings();
    void loadAdministrators();
    void loadManagedProfessions();
    void loadManagedCategories();
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
      ...Object.fromEntries(
        (professions ?? []).map((each) => [
          `profession:${String(each.id)}`,
          t('settings.audit.professionOf', { name: each[locale] }),
        ]),
      ),
      ...Object.fromEntries(
        (categories ?? []).map((each) => [
          `category:${String(each.id)}`,
          t('settings.audit.categoryOf', { name: each[locale] }),
        ]),
      ),
    }),
    [t, locale, administrators, professions, categories],
  );

  return (
    <div className="site-settings-screen">
      <PlatformSection />
      <AdministratorsSection />
      <ProfessionsSection />
      <CategoriesSection />
      <AuditTrail load={load} fields={fields} version={version} />
    </div>
  );
}
