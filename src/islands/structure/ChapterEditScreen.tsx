import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect, type SyntheticEvent } from 'react';
import type { ItemKind } from '../../../server/src/contract/items.ts';
import { MAX_TITLE_LENGTH } from '../../../server/src/contract/plain/chapters.ts';
import type { StructureKind } from '../../api/chapters.ts';
import { $page } from '../../stores/page.ts';
import {
  $chapterEdit,
  chapterForm,
  loadChapterForm,
  saveChapter,
} from '../../stores/structure/chapter-edit.ts';
import { CheckboxField } from '../form/CheckboxField.tsx';
import { FormActions } from '../form/FormActions.tsx';
import { FormField } from '../form/FormField.tsx';
import { useForm } from '../form/use-form.ts';
import { ErrorView } from '../global/ErrorView.tsx';
import { LoadFailed, Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { idParam } from '../../routes/params.ts';
import { chapterEditUrl, chaptersUrl } from '../../routes/structure-urls.ts';
import { OutlineFrame } from './OutlineFrame.tsx';

function ChapterForm({ kind, id }: { kind: StructureKind; id: number }) {
  const t = useT();
  const page = useStore($page);
  const state = useStore($chapterEdit);
  const { values, saving, dirty, error } = useForm(chapterForm);
  const rawChapter = page.params['chapter_id'];
  const chapterId = idParam(rawChapter);

  useEffect(() => {
    if (rawChapter === undefined || chapterId !== null) void loadChapterForm(kind, id, chapterId);
  }, [kind, id, chapterId, rawChapter]);

  if ((rawChapter !== undefined && chapterId === null) || state.status === 'not-found')
    return <ErrorView status={404} />;
  if (state.status === 'error')
    return <LoadFailed onRetry={() => void loadChapterForm(kind, id, chapterId)} />;
  if (state.status === 'loading') return <Skeleton />;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveChapter(kind, id).then((savedId) => {
      if (savedId !== null && chapterId === null)
        void navigate(chapterEditUrl(page.locale, kind, id, savedId), { history: 'replace' });
    });
  };

  return (
    <div className="lecture-screen">
      <p>
        <a href={chaptersUrl(page.locale, kind, id)}>{t('outline.backToChapters')}</a>
      </p>
      <h2>{chapterId === null ? t('outline.chapter.new') : t('outline.chapter.edit')}</h2>
      <form className="panel info-form" noValidate onSubmit={onSubmit}>
        <FormField
          id="chapter-title"
          label={t('outline.chapter.title')}
          value={values.title}
          required
          maxLength={MAX_TITLE_LENGTH}
          error={error('title')}
          onValue={(title) => chapterForm.set('title', title)}
        />
        <CheckboxField
          id="chapter-draft"
          label={t('outline.chapter.draft')}
          hint={t('outline.chapter.draftHint')}
          checked={values.draft}
          onValue={(draft) => chapterForm.set('draft', draft)}
        />
        <FormActions saving={saving} dirty={dirty} />
      </form>
    </div>
  );
}

/** The chapter form: a new chapter, or a saved one's title and draft flag. */
export default function ChapterEditScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <OutlineFrame kind={kind}>
      {(structureKind, item) => <ChapterForm kind={structureKind} id={item.id} />}
    </OutlineFrame>
  );
}
