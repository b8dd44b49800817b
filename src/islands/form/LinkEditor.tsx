import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../use-t.ts';

/** Links the server keeps: absolute http(s) addresses and mailto (others become plain text). */
const allowedLink = /^(https?:\/\/\S+|mailto:\S+)$/i;

interface Props {
  readonly editor: Editor;
  /** Closes the link editor (focus goes back to the text). */
  readonly onClose: () => void;
}

/** Sets, changes or removes the link of the selected text (Enter applies, Escape cancels). */
export function LinkEditor({ editor, onClose }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const current = editor.getAttributes('link')['href'] as string | undefined;
  const [href, setHref] = useState(current ?? 'https://');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => input.current?.select(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const url = href.trim();
    if (url === '' || url === 'https://') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    const applied =
      allowedLink.test(url) &&
      (editor.state.selection.empty && !current
        ? chain
            .insertContent({
              type: 'text',
              text: url,
              marks: [{ type: 'link', attrs: { href: url } }],
            })
            .run()
        : chain.setLink({ href: url }).run());
    if (!applied) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    onClose();
  };

  return (
    <div className="link-editor" role="group" aria-label={t('items.intro.linkEditor')}>
      <label htmlFor="intro-link-href">{t('items.intro.linkAddress')}</label>
      <input
        ref={input}
        id="intro-link-href"
        type="url"
        value={href}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? 'intro-link-error' : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
      />
      <button type="button" className="button" onClick={apply}>
        {t('items.intro.linkApply')}
      </button>
      {current && (
        <button
          type="button"
          className="button"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          {t('items.intro.linkRemove')}
        </button>
      )}
      <button type="button" className="button" onClick={close}>
        {t('items.intro.linkCancel')}
      </button>
      {invalid && (
        <span id="intro-link-error" className="field__error">
          {t('items.intro.linkInvalid')}
        </span>
      )}
    </div>
  );
}
