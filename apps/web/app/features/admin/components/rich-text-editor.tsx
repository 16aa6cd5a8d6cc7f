import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useId, useState } from 'react';
import { inputClasses } from '~/components/form-field';
import { LinkIcon } from '~/components/icons';
import { useTranslation } from '~/lib/translation';

// The console's rich-text field (ADR 032): TipTap (ProseMirror) with the formatting the server's
// sanitiser keeps. The server renders a plain textarea of HTML, which works without JavaScript;
// once hydrated the editor replaces it and writes its HTML into the same form field. The server
// sanitises whatever arrives.

type Command = 'bold' | 'italic' | 'underline' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'blockquote' | 'link' | 'undo' | 'redo';
const COMMANDS: Command[][] = [
  ['bold', 'italic', 'underline'],
  ['h2', 'h3'],
  ['bulletList', 'orderedList', 'blockquote'],
  ['link'],
  ['undo', 'redo'],
];
const GLYPHS: Record<Command, ReactNode> = { bold: 'B', italic: 'I', underline: 'U', h2: 'H2', h3: 'H3', bulletList: '•', orderedList: '1.', blockquote: '“', link: <LinkIcon size={16} className="inline" />, undo: '↶', redo: '↷' };
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

export function RichTextEditor({ name, label, defaultValue, hint }: { name: string; label: string; defaultValue: string; hint?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [html, setHtml] = useState(defaultValue);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] } })],
    content: defaultValue,
    // rendered after hydration only: the server's HTML is the textarea
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        // the text's own direction (an English page in the Arabic console reads left to right)
        dir: 'auto',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(hint ? { 'aria-describedby': `${id}-hint` } : {}),
        class: 'prose-content min-h-64 px-4 py-3 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? '' : current.getHTML()),
  });

  function run(command: Command) {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (command === 'link') {
      const current = (editor.getAttributes('link').href as string | undefined) ?? '';
      const url = window.prompt(t('admin.content.editor.linkPrompt'), current);
      if (url === null) return;
      if (url.trim() === '') chain.extendMarkRange('link').unsetLink().run();
      else if (SAFE_LINK.test(url.trim())) chain.extendMarkRange('link').setLink({ href: url.trim() }).run();
      return;
    }
    const actions: Record<Exclude<Command, 'link'>, () => boolean> = {
      bold: () => chain.toggleBold().run(),
      italic: () => chain.toggleItalic().run(),
      underline: () => chain.toggleUnderline().run(),
      h2: () => chain.toggleHeading({ level: 2 }).run(),
      h3: () => chain.toggleHeading({ level: 3 }).run(),
      bulletList: () => chain.toggleBulletList().run(),
      orderedList: () => chain.toggleOrderedList().run(),
      blockquote: () => chain.toggleBlockquote().run(),
      undo: () => chain.undo().run(),
      redo: () => chain.redo().run(),
    };
    actions[command]();
  }

  const active = (command: Command): boolean | undefined => {
    if (!editor || command === 'undo' || command === 'redo') return undefined;
    if (command === 'h2' || command === 'h3') return editor.isActive('heading', { level: command === 'h2' ? 2 : 3 });
    return editor.isActive(command);
  };

  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-800">
        {editor ? label : <label htmlFor={`${id}-source`}>{label}</label>}
      </p>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {editor ? (
        <div className="mt-1.5 overflow-hidden rounded-xl border border-slate-300 bg-white shadow-sm focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-brand-600">
          <div role="toolbar" aria-label={t('admin.content.editor.toolbar')} aria-controls={`${id}-editor`} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5">
            {COMMANDS.map((group, i) => (
              <div key={i} className="flex gap-1 border-e border-slate-200 pe-1 last:border-0">
                {group.map((command) => (
                  <button
                    key={command}
                    type="button"
                    onClick={() => run(command)}
                    aria-pressed={active(command)}
                    aria-label={t(`admin.content.editor.${command}`)}
                    title={t(`admin.content.editor.${command}`)}
                    className="min-w-9 rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-800 hover:bg-white aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
                  >
                    <span aria-hidden="true">{GLYPHS[command]}</span>
                  </button>
                ))}
              </div>
            ))}
          </div>
          <EditorContent editor={editor} id={`${id}-editor`} />
          <input type="hidden" name={name} value={html} />
        </div>
      ) : (
        <textarea id={`${id}-source`} name={name} defaultValue={defaultValue} rows={14} aria-describedby={hint ? `${id}-hint` : undefined} dir="auto" className={`mt-1.5 font-mono text-sm ${inputClasses}`} />
      )}
    </div>
  );
}
