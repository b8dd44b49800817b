import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, type SyntheticEvent } from 'react';
import { courseLanguages, courseLevels } from '../../../server/src/contract/plain/courses.ts';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { itemScreenUrl } from '../../routes/item-urls.ts';
import type { ReadOnlyReason } from '../../stores/item.ts';
import { $i18n } from '../../stores/i18n.ts';
import {
  basicInfoForm,
  createBasicInfo,
  createTypeOf,
  startBasicInfo,
  saveBasicInfo,
} from '../../stores/items/basic-info.ts';
import { $page } from '../../stores/page.ts';
import {
  $professions,
  loadProfessions,
  professionChoices,
} from '../../stores/items/professions.ts';
import { $session } from '../../stores/session.ts';
import { FormActions } from '../form/FormActions.tsx';
import { FormField } from '../form/FormField.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { CoverEditor } from './CoverEditor.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';
import { kindLabels, languageLabels, levelLabels } from '../../lib/item-labels.ts';

function ProfessionField({ value, disabled }: { value: string; disabled: boolean }) {
  const t = useT();
  const { locale } = useStore($i18n);
  const professions = useStore($professions);
  const { error } = useForm(basicInfoForm);
  useEffect(() => void loadProfessions(locale), [locale]);
  const options = [
    { value: '', label: t('items.basic.noProfession') },
    ...professionChoices(professions.list, value).map((profession) => ({
      value: String(profession.id),
      label: profession.name,
    })),
  ];
  if (value !== '' && !options.some((option) => option.value === value))
    options.push({ value, label: t('load.loading') });
  return (
    <>
      <SelectField
        id="basic-profession"
        label={t('items.basic.profession')}
        value={value}
        options={options}
        disabled={disabled}
        error={error('profession_id')}
        onValue={(profession) => basicInfoForm.set('profession_id', profession)}
      />
      {professions.status === 'error' && (
        <p className="field__error" role="alert">
          {t('items.basic.professionsFailed')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void loadProfessions(locale)}
          >
            {t('load.retry')}
          </button>
        </p>
      )}
    </>
  );
}

function BasicInfoForm({
  kind,
  item,
  readOnly = null,
}: {
  kind: ItemKind;
  item: ItemDetail | null;
  readOnly?: ReadOnlyReason | null;
}) {
  const t = useT();
  const { locale } = useStore($i18n);
  const { query } = useStore($page);
  const { values, saving, dirty, error } = useForm(basicInfoForm);
  const editable = readOnly === null;
  // A new course from the single lectures is one (`?type=SINGLE`).
  const createType = item ? null : createTypeOf(kind, query);
  // A new item starts empty (a saved one is started by the frame, once per item).
  useEffect(() => {
    if (!item) startBasicInfo(null);
  }, [item]);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editable) return;
    if (item) {
      await saveBasicInfo(kind, item.id);
      return;
    }
    const created = await createBasicInfo(kind, createType);
    if (created)
      void navigate(itemScreenUrl(locale, kind, created.id, 'infos-basic'), { history: 'replace' });
  };

  return (
    <div className="info-screen">
      {!item && (
        <p className="info-screen__intro">
          {t('items.basic.createIntro', { kind: t(kindLabels[kind]) })}
        </p>
      )}
      {createType === 'SINGLE' && (
        <p className="info-screen__intro">{t('items.basic.createSingle')}</p>
      )}
      <form className="panel info-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          id="basic-title"
          label={t('items.basic.title')}
          value={values.title}
          required
          disabled={!editable}
          error={error('title')}
          onValue={(title) => basicInfoForm.set('title', title)}
        />
        <FormField
          id="basic-subtitle"
          label={t('items.basic.subtitle')}
          value={values.subtitle}
          disabled={!editable}
          error={error('subtitle')}
          onValue={(subtitle) => basicInfoForm.set('subtitle', subtitle)}
        />
        <SelectField
          id="basic-level"
          label={t('items.basic.level')}
          value={values.level}
          disabled={!editable}
          error={error('level')}
          options={courseLevels.map((level) => ({ value: level, label: t(levelLabels[level]) }))}
          onValue={(level) => basicInfoForm.set('level', level)}
        />
        <SelectField
          id="basic-language"
          label={t('items.basic.language')}
          value={values.language}
          disabled={!editable}
          error={error('language')}
          options={courseLanguages.map((language) => ({
            value: language,
            label: t(languageLabels[language]),
          }))}
          onValue={(language) => basicInfoForm.set('language', language)}
        />
        <ProfessionField value={values.profession_id} disabled={!editable} />
        {editable && (
          <FormActions
            saving={saving}
            dirty={dirty}
            {...(item ? {} : { label: t('items.basic.create', { kind: t(kindLabels[kind]) }) })}
          />
        )}
      </form>
      {item ? (
        <CoverEditor item={item} editable={editable} />
      ) : (
        <p className="cover-editor__later">{t('items.basic.coverAfterCreate')}</p>
      )}
    </div>
  );
}

/** Only lecturers create items: an administrator opening the create screen is told so. */
function LecturersCreate({ kind }: { kind: ItemKind }) {
  const t = useT();
  return (
    <div className="info-screen">
      <p className="read-only-note" role="note">
        {t('items.basic.lecturersCreate', { kind: t(kindLabels[kind]) })}
      </p>
    </div>
  );
}

/** The basic information of an item (title, subtitle, level, language, profession, cover), or of a new one. */
export default function BasicInfoScreen({ kind }: { readonly kind: ItemKind }) {
  const session = useStore($session);
  const admin = session.status === 'ready' && session.persona === 'admin';
  return (
    <ItemFrame
      kind={kind}
      need="infos"
      start={startBasicInfo}
      create={() =>
        admin ? <LecturersCreate kind={kind} /> : <BasicInfoForm kind={kind} item={null} />
      }
    >
      {(item, readOnly) => <BasicInfoForm kind={kind} item={item} readOnly={readOnly} />}
    </ItemFrame>
  );
}
