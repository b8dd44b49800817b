import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../use-t.ts';
import { LinkEditor } from './LinkEditor.tsx';

interface Props {
  readonly id: string;
  /** Id of the element that labels the editor. */
  readonly labelledBy: string;
  /** The HTML to show; the editor shows it again whenever it or `resetKey` changes. */
  readonly content: string;
  readonly resetKey: number;
  readonly editable: boolean;
  /** Id of the server's message about the field, when there is one. */
  readonly errorId: string | undefined;
  /** Called on every change by the user with the HTML and whether there is no text. */
  readonly onChange: (html: string, empty: boolean) => void;
}

interface Tool {
  readonly key: string;
  readonly label: string;
  readonly shortcut?: string;
  readonly pressed?: boolean;
  readonly disabled?: boolean;
  readonly run: () => void;
}

/** What the toolbar shows of the editor's state at the selection. */
function stateOf(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bullets: editor.isActive('bulletList'),
    numbers: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    undo: editor.can().undo(),
    redo: editor.can().redo(),
  };
}

function toolsOf(
  editor: Editor,
  state: ReturnType<typeof stateOf>,
  t: (id: string) => string,
  openLink: () => void,
) {
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    {
      key: 'bold',
      label: t('items.intro.bold'),
      shortcut: 'Control+B',
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('items.intro.italic'),
      shortcut: 'Control+I',
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'h2',
      label: t('items.intro.heading'),
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('items.intro.subheading'),
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullets',
      label: t('items.intro.bulletList'),
      pressed: state.bullets,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      label: t('items.intro.orderedList'),
      pressed: state.numbers,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: 'link', label: t('items.intro.link'), pressed: state.link, run: openLink },
    {
      key: 'undo',
      label: t('items.intro.undo'),
      shortcut: 'Control+Z',
      disabled: !state.undo,
      run: () => chain().undo().run(),
    },
    {
      key: 'redo',
      label: t('items.intro.redo'),
      shortcut: 'Control+Shift+Z',
      disabled: !state.redo,
      run: () => chain().redo().run(),
    },
  ];
  return tools;
}

function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const t = useT();
  const [linking, setLinking] = useState(false);
  const [focus, setFocus] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The state only: commands always go to the editor of this render (the hook may replace it).
  const state = useEditorState({ editor, selector: ({ editor: current }) => stateOf(current) });
  const tools = toolsOf(editor, state, t, () => setLinking(true));

  // Arrow keys, Home and End move between the buttons (one tab stop for the whole toolbar).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: focus + 1,
      ArrowLeft: focus - 1,
      Home: 0,
      End: tools.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tools.length) % tools.length;
    setFocus(index);
    buttons.current[index]?.focus();
  };

  return (
    <>
      <div
        className="rich-text__toolbar"
        role="toolbar"
        aria-label={t('items.intro.toolbar')}
        aria-controls={controls}
        onKeyDown={onKeyDown}
      >
        {tools.map((tool, index) => (
          <button
            key={tool.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={`rich-text__tool rich-text__tool--${tool.key}`}
            tabIndex={index === focus ? 0 : -1}
            aria-pressed={tool.pressed}
            aria-disabled={tool.disabled ? true : undefined}
            aria-keyshortcuts={tool.shortcut}
            onFocus={() => setFocus(index)}
            // A pointer keeps the focus (and the selection) in the text.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (!tool.disabled) tool.run();
            }}
          >
            {tool.label}
          </button>
        ))}
      </div>
      {linking && <LinkEditor editor={editor} onClose={() => setLinking(false)} />}
    </>
  );
}

/** The editor's features: what the server keeps (headings 2 and 3, lists, links, emphasis). */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
    },
  }),
];

/** A rich-text editor (Tiptap) with a keyboard-accessible toolbar; loaded only where it is used. */
export default function RichTextEditor({
  id,
  labelledBy,
  content,
  resetKey,
  editable,
  errorId,
  onChange,
}: Props) {
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  // Stable between renders: the hook passes changed options on to the editor.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-readonly': editable ? 'false' : 'true',
        ...(errorId ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: 'rich-text__content',
      },
    }),
    [id, labelledBy, editable, errorId],
  );
  const editor = useEditor({
    extensions,
    content,
    editable,
    editorProps,
    onUpdate: ({ editor: current }) => change.current(current.getHTML(), current.isEmpty),
  });

  // Show the content again when it (or the reset key) changes; an editor the hook creates anew
  // already starts with it, and a destroyed one (replaced by the hook) is skipped.
  const applied = useRef({ editor, content, resetKey });
  useEffect(() => {
    const last = applied.current;
    if (editor.isDestroyed) return;
    if (last.editor === editor && last.content === content && last.resetKey === resetKey) return;
    applied.current = { editor, content, resetKey };
    if (last.editor !== editor) return;
    editor.chain().setMeta('addToHistory', false).setContent(content, { emitUpdate: false }).run();
  }, [editor, content, resetKey]);

  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(editable, false);
  }, [editor, editable]);

  return (
    <div className="rich-text">
      {editable && <Toolbar editor={editor} controls={id} />}
      <EditorContent editor={editor} />
    </div>
  );
}
