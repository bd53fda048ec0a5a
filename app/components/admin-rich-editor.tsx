// The back office's editor for news, pages and country pages (ADR 028): Tiptap (ProseMirror) writes
// clean HTML from a toolbar of what the storefront's article styles show. The page is rendered with a
// plain textarea of HTML under the field's name, so it works without JavaScript; once the page hydrates,
// the editor takes its place and keeps a hidden field of that name in step. Texts with what the editor
// cannot keep (tables, definition lists, figures) open as HTML, so that saving never loses them. The
// server cleans whatever is sent (domain/content/html.ts) before storing it. Only /admin routes import this.
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { useScriptsRunning, useTypedBeforeHydration, type KeptEdits } from '../lib/hydration';
import { ADMIN_INPUT, describedBy, FieldNotes } from './admin-field';

/** Elements the editor's schema does not have: it would drop their structure. */
const BEYOND_THE_EDITOR = /<(table|dl|figure|sub|sup|mark|abbr|time|small|colgroup)\b/i;

export const PROSE_CLASSES = [
  'min-h-64 px-3 py-2 text-base leading-7 focus:outline-none',
  '[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100 [&_blockquote]:mt-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:mt-3 [&_img]:h-auto [&_img]:max-w-full [&_hr]:my-4',
].join(' ');

const TOOL = 'rounded px-2 py-1 text-sm font-medium hover:bg-slate-200 aria-pressed:bg-slate-300 disabled:opacity-40 dark:hover:bg-slate-700 dark:aria-pressed:bg-slate-600';

function Toolbar({ editor, onSource }: { editor: Editor; onSource: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('Link address: a site page without the language (/pages/payments) or https://…', current ?? '/pages/');
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const image = () => {
    const src = window.prompt('Picture address (https://… or /media/…)');
    if (!src?.trim()) return;
    const alt = window.prompt('Describe the picture for those who cannot see it') ?? '';
    chain().setImage({ src: src.trim(), alt }).run();
  };
  const tools: [string, string, boolean | undefined, () => void, boolean?][] = [
    ['B', 'Bold', state.bold, () => chain().toggleBold().run()],
    ['I', 'Italic', state.italic, () => chain().toggleItalic().run()],
    ['H2', 'Heading', state.h2, () => chain().toggleHeading({ level: 2 }).run()],
    ['H3', 'Subheading', state.h3, () => chain().toggleHeading({ level: 3 }).run()],
    ['• List', 'Bulleted list', state.bullets, () => chain().toggleBulletList().run()],
    ['1. List', 'Numbered list', state.numbers, () => chain().toggleOrderedList().run()],
    ['“ ”', 'Quote', state.quote, () => chain().toggleBlockquote().run()],
    ['Link', 'Link', state.link, link],
    ['Picture', 'Picture', undefined, image],
    ['—', 'Line', undefined, () => chain().setHorizontalRule().run()],
    ['Undo', 'Undo', undefined, () => chain().undo().run(), !state.undo],
    ['Redo', 'Redo', undefined, () => chain().redo().run(), !state.redo],
  ];
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-300 bg-slate-50 p-1 dark:border-slate-700 dark:bg-slate-800">
      {tools.map(([text, label, pressed, run, disabled]) => (
        <button key={label} type="button" title={label} aria-label={label} aria-pressed={pressed} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={run} className={TOOL}>
          {text}
        </button>
      ))}
      <button type="button" onClick={onSource} className={`${TOOL} ml-auto`} data-testid="editor-source">
        Edit HTML
      </button>
    </div>
  );
}

function VisualEditor({ html, label, onChange, onSource }: { html: string; label: string; onChange: (html: string) => void; onSource: () => void }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }), Image],
    content: html,
    immediatelyRender: false,
    editorProps: { attributes: { class: PROSE_CLASSES, 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'rich-editor' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  if (!editor) return null;
  return (
    <>
      <Toolbar editor={editor} onSource={onSource} />
      <EditorContent editor={editor} />
    </>
  );
}

const modeFor = (html: string) => (BEYOND_THE_EDITOR.test(html) ? 'source' : 'visual');

/**
 * The text's field: the editor with JavaScript, a textarea of HTML without it (or by choice). `kept`, the form's
 * kept changes (ADR 057), has the text the person wrote and has not saved: an editor drawn again (new data came)
 * starts from it, not from `value`.
 */
export function RichTextEditor({ name, label, value, error, hint, kept }: { name: string; label: string; value: string; error?: string; hint?: string; kept?: Pick<KeptEdits, 'edited' | 'edit'> }) {
  const [html, setText] = useState(() => kept?.edited(name)?.[0] ?? value);
  const [choice, setMode] = useState<'visual' | 'source'>(() => modeFor(html));
  const setHtml = (text: string) => {
    setText(text);
    kept?.edit(name, [text]);
  };
  // The server's HTML (and a page without JavaScript) has the plain field; the editor comes with the scripts.
  const mode = useScriptsRunning() ? choice : 'plain';
  // Words written into the plain field before the scripts ran are what the editor opens with, not the stored text.
  const plain = useTypedBeforeHydration<HTMLTextAreaElement>((field) => {
    setHtml(field.value);
    setMode(modeFor(field.value));
  });
  const id = `field-${name}`;
  const notes = mode === 'source' && BEYOND_THE_EDITOR.test(html) ? 'This text has tables or other parts the visual editor cannot keep: edit its HTML here.' : hint;
  return (
    <div className="text-sm">
      <span id={`${id}-label`} className="font-medium">
        {label} *
      </span>
      {mode === 'visual' ? (
        <div className="mt-1 rounded-md border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900" aria-describedby={describedBy(id, { hint: notes, error })}>
          <VisualEditor html={html} label={label} onChange={setHtml} onSource={() => setMode('source')} />
          <input type="hidden" name={name} value={html} />
        </div>
      ) : (
        <>
          <textarea
            key={mode}
            ref={plain}
            name={name}
            rows={18}
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, { hint: notes, error })}
            className={`${ADMIN_INPUT} font-mono`}
            value={mode === 'plain' ? undefined : html}
            defaultValue={mode === 'plain' ? value : undefined}
            onChange={(e) => setHtml(e.target.value)}
            data-testid="html-source"
          />
          {mode === 'source' && !BEYOND_THE_EDITOR.test(html) ? (
            <button type="button" onClick={() => setMode('visual')} className="mt-1 text-sm underline">
              Back to the editor
            </button>
          ) : null}
        </>
      )}
      <FieldNotes id={id} hint={notes ?? (mode === 'plain' ? 'HTML: <p>, <h2>, <ul>, <a href="/pages/…">. It is cleaned when saved.' : undefined)} error={error} />
    </div>
  );
}
