import { useStore } from '@nanostores/react';
import type { SyntheticEvent } from 'react';
import type { Setting } from '../../../server/src/contract/settings.ts';
import { formatPrice } from '../../i18n/format.ts';
import { promptKeys } from '../../stores/prompts.ts';
import {
  editSetting,
  EXAMPLE_PRICE_TWD,
  openPlatformSettings,
  platformForm,
  savePlatformSettings,
  settingsLoader,
  usdPreview,
} from '../../stores/settings/platform.ts';
import { focusFirstProblem } from '../form/focus-problem.ts';
import { FormActions } from '../form/FormActions.tsx';
import { FormField } from '../form/FormField.tsx';
import { useForm } from '../form/use-form.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { OncePrompt } from '../ui/OncePrompt.tsx';
import { useT } from '../use-t.ts';
import { settingLabels } from './area-labels.ts';

/** The hint under a setting: what its definition accepts. */
function hintOf(t: ReturnType<typeof useT>, setting: Setting): string {
  const { definition } = setting;
  return definition.type === 'decimal'
    ? t('settings.hint.decimal', {
        min: definition.min,
        max: definition.max,
        decimals: definition.decimals,
      })
    : t('settings.hint.integer', { min: definition.min, max: definition.max });
}

/** The platform configuration form: each setting with its hint, the rate with a USD example. */
export function PlatformSection() {
  const t = useT();
  const state = useStore(settingsLoader.$state);
  const { values, saving, dirty, error } = useForm(platformForm);
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await savePlatformSettings())) focusFirstProblem(form);
  };
  return (
    <section className="site-settings-card" aria-labelledby="settings-platform-heading">
      <h2 id="settings-platform-heading" className="site-settings-card__title">
        {t('settings.platform.heading')}
      </h2>
      <OncePrompt id={promptKeys.usdRate} title={t('settings.prompt.rateTitle')}>
        <p>{t('settings.prompt.rateText')}</p>
      </OncePrompt>
      <LoadState state={state} onRetry={() => void openPlatformSettings()}>
        {({ data }) => (
          <form
            className="site-settings-form"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
          >
            {data.map((setting) => {
              const id = `setting-${setting.key}`;
              const value = values[setting.key] ?? '';
              const preview = setting.key === 'TWD_TO_USD_RATE' ? usdPreview(value) : undefined;
              return (
                <div key={setting.key} className="site-settings-form__setting">
                  <FormField
                    id={id}
                    label={t(settingLabels[setting.key])}
                    value={value}
                    inputMode={setting.definition.type === 'decimal' ? 'decimal' : 'numeric'}
                    autoComplete="off"
                    maxLength={20}
                    aria-describedby={`${id}-hint`}
                    onValue={(next) => editSetting(setting.key, next)}
                    error={error(setting.key)}
                  />
                  <p id={`${id}-hint`} className="site-settings-form__hint">
                    {hintOf(t, setting)}
                  </p>
                  {preview !== undefined && (
                    <p className="site-settings-form__preview" aria-live="polite">
                      {preview === null
                        ? t('settings.preview.none')
                        : t('settings.preview.example', {
                            twd: formatPrice(EXAMPLE_PRICE_TWD, 'TWD'),
                            usd: preview,
                          })}
                    </p>
                  )}
                </div>
              );
            })}
            <FormActions saving={saving} dirty={dirty} />
          </form>
        )}
      </LoadState>
    </section>
  );
}
