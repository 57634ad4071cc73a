import {
  BoldOutlined,
  CheckSquareOutlined,
  CodeOutlined,
  DeleteColumnOutlined,
  DeleteRowOutlined,
  DeleteOutlined,
  FontSizeOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  TableOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import CodeBlockLowlight from '@tiptap/extension-code-block-lowlight';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { Button, Select, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../../api/knowledge';
import { CODE_LANGUAGES, lowlight } from './codeLanguages';

const LANGUAGE_OPTIONS = Object.keys(CODE_LANGUAGES).map((language) => ({ value: language, label: language }));

export interface DocumentEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  kbId: number;
}

function imagesOf(files: FileList | undefined | null): File[] {
  return Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));
}

/** Pasted, dropped or chosen images go to the space's image storage first and are shown by their address. */
async function insertImages(editor: Editor, kbId: number, files: File[], at?: number): Promise<void> {
  for (const file of files) {
    try {
      const uploaded = (await uploadImage(kbId, file, file.name || 'image.png')).data;
      const image = { type: 'image', attrs: { src: uploaded.url, alt: file.name } };
      if (at === undefined) editor.chain().focus().insertContent(image).run();
      else editor.chain().focus().insertContentAt(at, image).run();
    } catch {
      // The client has already shown the server's reason (wrong type, too large).
    }
  }
}

function ToolButton(props: { label: string; active?: boolean; onClick: () => void; icon: ReactNode }) {
  return (
    <Tooltip title={props.label}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        aria-label={props.label}
        aria-pressed={props.active}
        icon={props.icon}
        onMouseDown={(event) => event.preventDefault()}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

function Toolbar({ editor, kbId }: { editor: Editor; kbId: number }) {
  const { t } = useTranslation('issue');
  const { t: tk } = useTranslation('knowledge');
  const picker = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: current.isActive('heading', { level: 2 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      task: current.isActive('taskList'),
      code: current.isActive('codeBlock'),
      language: (current.getAttributes('codeBlock').language as string | null | undefined) ?? null,
      table: current.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Space size={2} role="toolbar" aria-label={t('editor.toolbar')} style={{ padding: 4 }} wrap>
      <ToolButton
        label={tk('editorTools.heading')}
        active={state.heading}
        icon={<FontSizeOutlined />}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label={t('editor.bold')}
        active={state.bold}
        icon={<BoldOutlined />}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label={t('editor.italic')}
        active={state.italic}
        icon={<ItalicOutlined />}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={t('editor.bulletList')}
        active={state.bullet}
        icon={<UnorderedListOutlined />}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label={t('editor.orderedList')}
        active={state.ordered}
        icon={<OrderedListOutlined />}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label={tk('editorTools.taskList')}
        active={state.task}
        icon={<CheckSquareOutlined />}
        onClick={() => chain().toggleTaskList().run()}
      />
      <ToolButton
        label={t('editor.codeBlock')}
        active={state.code}
        icon={<CodeOutlined />}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      {state.code && (
        <Select
          size="small"
          allowClear
          aria-label={tk('editorTools.language')}
          placeholder={tk('editorTools.language')}
          style={{ width: 130 }}
          options={LANGUAGE_OPTIONS}
          value={state.language}
          onChange={(language?: string) =>
            chain()
              .updateAttributes('codeBlock', { language: language ?? null })
              .run()
          }
        />
      )}
      <ToolButton
        label={tk('editorTools.table')}
        active={state.table}
        icon={<TableOutlined />}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      {state.table && (
        <>
          <ToolButton
            label={tk('editorTools.addRow')}
            icon={<InsertRowBelowOutlined />}
            onClick={() => chain().addRowAfter().run()}
          />
          <ToolButton
            label={tk('editorTools.addColumn')}
            icon={<InsertRowRightOutlined />}
            onClick={() => chain().addColumnAfter().run()}
          />
          <ToolButton
            label={tk('editorTools.deleteRow')}
            icon={<DeleteRowOutlined />}
            onClick={() => chain().deleteRow().run()}
          />
          <ToolButton
            label={tk('editorTools.deleteColumn')}
            icon={<DeleteColumnOutlined />}
            onClick={() => chain().deleteColumn().run()}
          />
          <ToolButton
            label={tk('editorTools.deleteTable')}
            icon={<DeleteOutlined />}
            onClick={() => chain().deleteTable().run()}
          />
        </>
      )}
      <ToolButton label={tk('editorTools.image')} icon={<PictureOutlined />} onClick={() => picker.current?.click()} />
      <input
        ref={picker}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/bmp"
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(event) => {
          void insertImages(editor, kbId, imagesOf(event.target.files));
          event.target.value = '';
        }}
      />
    </Space>
  );
}

/**
 * TipTap for documents: headings, lists, task lists, tables, highlighted code, links and images; the
 * server sanitises on save.
 */
export function DocumentEditor({ value, onChange, label, kbId }: DocumentEditorProps) {
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const editorRef = useRef<Editor | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3] }, link: { openOnClick: false }, codeBlock: false }),
      CodeBlockLowlight.configure({ lowlight }),
      TableKit.configure({ table: { resizable: false } }),
      Image,
      TaskList,
      TaskItem.configure({ nested: true }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rich-text rich-text-editor',
        style: 'min-height:360px;padding:12px 16px;outline:none',
      },
      handlePaste: (_view, event) => {
        const files = imagesOf(event.clipboardData?.files);
        if (files.length === 0 || !editorRef.current) return false;
        void insertImages(editorRef.current, kbId, files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imagesOf(event.dataTransfer?.files);
        if (files.length === 0 || !editorRef.current) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        void insertImages(editorRef.current, kbId, files, at);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? '' : current.getHTML()),
  });
  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);
  // A reload or a restored version replaces the content; the editor's own typing is already in `value`.
  useEffect(() => {
    // useEditor may hand over a replaced instance for one render; a destroyed one has no schema left.
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }} data-testid="document-editor">
      <div style={{ borderBottom: '1px solid #f0f0f0' }}>
        <Toolbar editor={editor} kbId={kbId} />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
