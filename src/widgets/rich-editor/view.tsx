/**
 * rich-editor: tiptap with the starter kit. The value is HTML, sanitised on the way out (and when a
 * stored value is loaded), so nothing the editor holds can carry a script into the form data.
 */
import { Button, Space, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, OrderedListOutlined, RedoOutlined, StrikethroughOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, type ReactNode } from 'react';
import { cssLength, locked, str, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { sanitizeFormHtml } from '../html-text/sanitize.ts';

/**
 * The stored HTML: sanitised, without the empty paragraphs tiptap keeps at the end of a document (its
 * trailing node), so an empty document is the empty value ''.
 */
export function editorValue(html: string): string {
  return sanitizeFormHtml(html).replace(/(?:<p><\/p>)+$/, '');
}

function Tool({ editor, label, icon, run, active }: { editor: Editor; label: string; icon: ReactNode; run(editor: Editor): void; active?: boolean }) {
  return (
    <Tooltip title={label}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={label} onMouseDown={(event) => event.preventDefault()} onClick={() => run(editor)} />
    </Tooltip>
  );
}

export function RichEditorView(props: ActionFieldProps<string | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const value = typeof props.value === 'string' ? props.value : '';
  const editable = !locked(props);
  const { onChange, onBlur, onFocus } = props;
  const editor = useEditor({
    extensions: [StarterKit],
    content: sanitizeFormHtml(value),
    editable,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(editorValue(current.getHTML())),
    onBlur: () => onBlur?.(),
    onFocus: () => onFocus?.(),
  });

  // A destroyed editor (unmounted, or its effects disconnected by a Suspense boundary) takes no commands.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(editable);
  }, [editor, editable]);

  // A value set from outside (setFieldValue, reset) replaces the document; our own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed || editorValue(editor.getHTML()) === editorValue(value)) return;
    editor.commands.setContent(sanitizeFormHtml(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="fh-rich-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6, background: props.disabled ? '#f5f5f5' : undefined }}>
      {editor && editable && (
        <Space size={2} wrap style={{ borderBottom: '1px solid #f0f0f0', padding: 4, width: '100%' }}>
          <Tool editor={editor} label={t('editor.bold')} icon={<BoldOutlined />} active={editor.isActive('bold')} run={(e) => e.chain().focus().toggleBold().run()} />
          <Tool editor={editor} label={t('editor.italic')} icon={<ItalicOutlined />} active={editor.isActive('italic')} run={(e) => e.chain().focus().toggleItalic().run()} />
          <Tool editor={editor} label={t('editor.strike')} icon={<StrikethroughOutlined />} active={editor.isActive('strike')} run={(e) => e.chain().focus().toggleStrike().run()} />
          <Tool editor={editor} label={t('editor.heading')} icon={<span style={{ fontWeight: 600 }}>H</span>} active={editor.isActive('heading', { level: 3 })} run={(e) => e.chain().focus().toggleHeading({ level: 3 }).run()} />
          <Tool editor={editor} label={t('editor.bulletList')} icon={<UnorderedListOutlined />} active={editor.isActive('bulletList')} run={(e) => e.chain().focus().toggleBulletList().run()} />
          <Tool editor={editor} label={t('editor.orderedList')} icon={<OrderedListOutlined />} active={editor.isActive('orderedList')} run={(e) => e.chain().focus().toggleOrderedList().run()} />
          <Tool editor={editor} label={t('editor.undo')} icon={<UndoOutlined />} run={(e) => e.chain().focus().undo().run()} />
          <Tool editor={editor} label={t('editor.redo')} icon={<RedoOutlined />} run={(e) => e.chain().focus().redo().run()} />
        </Space>
      )}
      <EditorContent
        editor={editor}
        aria-label={str(options, 'label') || options.name}
        style={{ minHeight: cssLength(options.contentHeight) ?? '160px', padding: '4px 11px' }}
        data-placeholder={str(options, 'placeholder')}
      />
    </div>
  );
}
