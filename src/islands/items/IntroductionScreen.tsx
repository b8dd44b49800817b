import { lazy, Suspense, useState, type SyntheticEvent } from 'react';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import type { ReadOnlyReason } from '../../stores/item.ts';
import { stripUnsafeHtml } from '../../lib/safe-html.ts';
import {
  editIntroduction,
  introductionForm,
  startIntroduction,
  saveIntroduction,
} from '../../stores/items/introduction.ts';
import { FieldError } from '../form/FieldError.tsx';
import { FormActions } from '../form/FormActions.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { Skeleton } from '../ui/LoadState.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';

/** The editor and its library load only on this screen. */
const RichTextEditor = lazy(() => import('../form/RichTextEditor.tsx'));

function SavedPreview({ html }: { html: string }) {
  const t = useT();
  return (
    <section className="panel intro-preview" aria-labelledby="intro-preview-heading">
      <h2 id="intro-preview-heading">{t('items.intro.preview')}</h2>
      {html === '' ? (
        <p className="intro-preview__empty">{t('items.intro.previewEmpty')}</p>
      ) : (
        <div
          className="intro-preview__body rich-text__content"
          // The server's sanitised HTML, stripped once more before it is shown.
          dangerouslySetInnerHTML={{ __html: stripUnsafeHtml(html) }}
        />
      )}
    </section>
  );
}

function IntroductionForm({
  item,
  readOnly,
}: {
  item: ItemDetail;
  readOnly: ReadOnlyReason | null;
}) {
  const t = useT();
  const { saving, dirty, error } = useForm(introductionForm);
  const [resetKey, setResetKey] = useState(0);
  const editable = readOnly === null;

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // After a save the editor shows what the server stored (its sanitised HTML).
    if (await saveIntroduction(item.kind, item.id)) setResetKey((key) => key + 1);
  };
  const message = error('introduction');

  return (
    <div className="info-screen">
      <form
        className="panel info-form info-form--wide"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className="field">
          <span id="intro-label" className="field__label">
            {t('items.intro.label')}
          </span>
          <Suspense fallback={<Skeleton />}>
            <RichTextEditor
              id="intro-editor"
              labelledBy="intro-label"
              content={item.introduction}
              resetKey={resetKey}
              editable={editable}
              errorId={message ? 'intro-editor-error' : undefined}
              onChange={editIntroduction}
            />
          </Suspense>
          <FieldError id="intro-editor" error={message} />
        </div>
        {editable && <FormActions saving={saving} dirty={dirty} />}
      </form>
      <SavedPreview html={item.introduction} />
    </div>
  );
}

/** The introduction of an item: a rich-text editor and a preview of what the server stored. */
export default function IntroductionScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need="infos" start={startIntroduction}>
      {(item, readOnly) => <IntroductionForm item={item} readOnly={readOnly} />}
    </ItemFrame>
  );
}
