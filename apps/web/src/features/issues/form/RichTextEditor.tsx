import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { attachmentUrl } from '@questline/contract';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAttachment } from '../../../api/issues';
import { MentionMenuList } from './MentionMenuList';
import { type MentionCandidate, type MentionMenu, mentionExtension, setMentionCandidates } from './mentions';

export interface RichTextEditorProps {
  /** HTML; an empty document is ''. Form.Item passes value and onChange. */
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  /** Where pasted and dropped images are uploaded; without a project (announcements) images are not taken. */
  projectId?: number;
  minHeight?: number;
  id?: string;
  /** The people "@" offers (issue 11 "@mentions"); without them "@" is plain text. */
  mentions?: readonly MentionCandidate[];
}

function imagesOf(files: FileList | undefined | null): File[] {
  return Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));
}

/** Pasted or dropped images are uploaded first and shown by their attachment address (claimed on save). */
async function insertImages(editor: Editor, projectId: number, files: File[], at?: number): Promise<void> {
  for (const file of files) {
    try {
      const uploaded = (await uploadAttachment(projectId, file, file.name || 'image.png')).data;
      const image = { type: 'image', attrs: { src: attachmentUrl(uploaded.attachmentId), alt: uploaded.fileName } };
      if (at === undefined) editor.chain().focus().insertContent(image).run();
      else editor.chain().focus().insertContentAt(at, image).run();
    } catch {
      // The client has already shown the server's reason (wrong type, too large).
    }
  }
}

function ToolButton(props: { label: string; active: boolean; onClick: () => void; icon: ReactNode }) {
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

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('issue');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      code: current.isActive('codeBlock'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Space size={2} role="toolbar" aria-label={t('editor.toolbar')} style={{ padding: 4 }}>
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
        label={t('editor.codeBlock')}
        active={state.code}
        icon={<CodeOutlined />}
        onClick={() => chain().toggleCodeBlock().run()}
      />
    </Space>
  );
}

/** TipTap with the basics (no links); the HTML is sanitised by the server when saved. */
export function RichTextEditor({
  value = '',
  onChange,
  label,
  projectId,
  minHeight = 140,
  id,
  mentions,
}: RichTextEditorProps) {
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const [mentionMenu, setMentionMenu] = useState<MentionMenu | null>(null);
  const editorRef = useRef<Editor | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      Image,
      ...(mentions ? [mentionExtension(setMentionMenu)] : []),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rich-text rich-text-editor',
        style: `min-height:${String(minHeight)}px;padding:8px 11px;outline:none`,
        ...(id ? { id } : {}),
      },
      handlePaste: (view, event) => {
        const files = imagesOf(event.clipboardData?.files);
        if (files.length === 0 || !editorRef.current || projectId === undefined) return false;
        void insertImages(editorRef.current, projectId, files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imagesOf(event.dataTransfer?.files);
        if (files.length === 0 || !editorRef.current || projectId === undefined) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        void insertImages(editorRef.current, projectId, files, at);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => changed.current?.(current.isEmpty ? '' : current.getHTML()),
  });
  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);
  useEffect(() => {
    if (mentions) setMentionCandidates(editor, mentions);
  }, [editor, mentions]);
  // A reset or a loaded issue replaces the content; the editor's own typing is already in `value`.
  useEffect(() => {
    // TipTap may hand over a destroyed editor for a render while it makes the next one: it has no schema left to
    // read (a form opened with a filled-in description crashed here, issue 34), and the next one starts from value.
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }} data-testid="rich-text-editor">
      <div style={{ borderBottom: '1px solid #f0f0f0' }}>
        <Toolbar editor={editor} />
      </div>
      <EditorContent editor={editor} />
      {mentionMenu && <MentionMenuList menu={mentionMenu} />}
    </div>
  );
}
