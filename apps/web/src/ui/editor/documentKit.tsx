import {
  CheckSquareOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  TableOutlined,
} from '@ant-design/icons';
import CodeBlockLowlight from '@tiptap/extension-code-block-lowlight';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { TableKit } from '@tiptap/extension-table';
import type { Editor } from '@tiptap/react';
import { Select } from 'antd';
import type { ReactElement } from 'react';
import { CODE_LANGUAGES, lowlight } from './codeLanguages';
import { ToolButton } from './ToolButton';

const LANGUAGE_OPTIONS = Object.keys(CODE_LANGUAGES).map((language) => ({ value: language, label: language }));

type Label = (key: string) => string;

/**
 * The extensions and tools of the extras that bring code of their own (extras.ts KIT_EXTRAS): one chunk that
 * LazyRichTextEditor loads only for an editor that asks for them, so the issue and comment editors stay small. The
 * tools are elements, not components, so that each button is an item of the toolbar's Space like the basics.
 */
export const documentKit = {
  extensions: {
    codeLanguages: () => [CodeBlockLowlight.configure({ lowlight })],
    tables: () => [TableKit.configure({ table: { resizable: false } })],
    taskLists: () => [TaskList, TaskItem.configure({ nested: true })],
  },
  taskListButton: (editor: Editor, t: Label, active: boolean): ReactElement => (
    <ToolButton
      key="taskList"
      label={t('taskList')}
      active={active}
      icon={<CheckSquareOutlined />}
      onClick={() => editor.chain().focus().toggleTaskList().run()}
    />
  ),
  languagePicker: (editor: Editor, t: Label, language: string | null): ReactElement => (
    <Select
      key="language"
      size="small"
      allowClear
      aria-label={t('language')}
      placeholder={t('language')}
      style={{ width: 130 }}
      options={LANGUAGE_OPTIONS}
      value={language}
      onChange={(picked?: string) =>
        editor
          .chain()
          .focus()
          .updateAttributes('codeBlock', { language: picked ?? null })
          .run()
      }
    />
  ),
  /** The insert button, and the row and column tools while the caret is in a table. */
  tableTools: (editor: Editor, t: Label, inTable: boolean): ReactElement[] => {
    const chain = () => editor.chain().focus();
    const insert = (
      <ToolButton
        key="table"
        label={t('table')}
        active={inTable}
        icon={<TableOutlined />}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
    );
    if (!inTable) return [insert];
    return [
      insert,
      <ToolButton
        key="addRow"
        label={t('addRow')}
        icon={<InsertRowBelowOutlined />}
        onClick={() => chain().addRowAfter().run()}
      />,
      <ToolButton
        key="addColumn"
        label={t('addColumn')}
        icon={<InsertRowRightOutlined />}
        onClick={() => chain().addColumnAfter().run()}
      />,
      <ToolButton
        key="deleteRow"
        label={t('deleteRow')}
        icon={<DeleteRowOutlined />}
        onClick={() => chain().deleteRow().run()}
      />,
      <ToolButton
        key="deleteColumn"
        label={t('deleteColumn')}
        icon={<DeleteColumnOutlined />}
        onClick={() => chain().deleteColumn().run()}
      />,
      <ToolButton
        key="deleteTable"
        label={t('deleteTable')}
        icon={<DeleteOutlined />}
        onClick={() => chain().deleteTable().run()}
      />,
    ];
  },
};

export type DocumentKit = typeof documentKit;
