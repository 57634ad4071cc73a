import {
  BoldOutlined,
  CodeOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKit } from './documentKit';
import type { RichTextExtra } from './extras';
import { type ImageUpload, imagesOf, insertImages } from './images';
import { ToolButton } from './ToolButton';

/** The formatting buttons: the basics, then each extra the editor was given, in one order for every editor. */
export function EditorToolbar({
  editor,
  extras,
  kit,
  upload,
}: {
  editor: Editor;
  extras: readonly RichTextExtra[];
  kit: DocumentKit | undefined;
  upload: ImageUpload | undefined;
}) {
  const { t } = useTranslation('editor');
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
  const has = (extra: RichTextExtra) => extras.includes(extra);
  const label = (key: string) => t(key);
  const chain = () => editor.chain().focus();
  return (
    <Space size={2} role="toolbar" aria-label={t('toolbar')} style={{ padding: 4 }} wrap>
      {has('headings') && (
        <ToolButton
          label={t('heading')}
          active={state.heading}
          icon={<FontSizeOutlined />}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
      )}
      <ToolButton
        label={t('bold')}
        active={state.bold}
        icon={<BoldOutlined />}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label={t('italic')}
        active={state.italic}
        icon={<ItalicOutlined />}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={t('bulletList')}
        active={state.bullet}
        icon={<UnorderedListOutlined />}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label={t('orderedList')}
        active={state.ordered}
        icon={<OrderedListOutlined />}
        onClick={() => chain().toggleOrderedList().run()}
      />
      {kit && has('taskLists') && kit.taskListButton(editor, label, state.task)}
      <ToolButton
        label={t('codeBlock')}
        active={state.code}
        icon={<CodeOutlined />}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      {kit && has('codeLanguages') && state.code && kit.languagePicker(editor, label, state.language)}
      {kit && has('tables') && kit.tableTools(editor, label, state.table)}
      {has('imageButton') && upload && (
        <ToolButton label={t('image')} icon={<PictureOutlined />} onClick={() => picker.current?.click()} />
      )}
      {has('imageButton') && upload && (
        <input
          ref={picker}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/bmp"
          hidden
          aria-hidden
          tabIndex={-1}
          onChange={(event) => {
            void insertImages(editor, upload, imagesOf(event.target.files));
            event.target.value = '';
          }}
        />
      )}
    </Space>
  );
}
