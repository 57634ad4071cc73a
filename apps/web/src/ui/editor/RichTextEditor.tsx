import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, type Extensions, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import type { DocumentKit } from './documentKit';
import { EditorToolbar } from './EditorToolbar';
import type { RichTextExtra } from './extras';
import { type ImageUpload, imagesOf, insertImages } from './images';
import { MentionMenuList } from './MentionMenuList';
import { type MentionCandidate, type MentionMenu, setMentionCandidates } from './mentionCandidates';
import type { MentionExtension } from './mentions';

export interface RichTextEditorProps {
  /** HTML; an empty document is ''. Form.Item passes value and onChange. */
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  id?: string;
  minHeight?: number;
  /** More room around the text, for an editor that is the page's subject (a knowledge document). */
  spacious?: boolean;
  /** Where pasted, dropped and picked images are stored; without it (announcements) images are not taken. */
  uploadImage?: ImageUpload;
  /** The people "@" offers (issue 11 "@mentions"); without them "@" is plain text. */
  mentions?: readonly MentionCandidate[];
  /** What the editor offers beyond the basics (extras.ts). */
  extras?: readonly RichTextExtra[];
  /** The parts in chunks of their own, which LazyRichTextEditor loads when the props ask for them. */
  loaded?: LoadedParts;
}

/** The document kit for the extras that need it (extras.ts), the "@" extension for `mentions`. */
export interface LoadedParts {
  documentKit?: DocumentKit;
  mentionExtension?: MentionExtension;
}

const NOTHING_LOADED: LoadedParts = {};

const NO_EXTRAS: readonly RichTextExtra[] = [];

function extensionsFor(
  extras: readonly RichTextExtra[],
  { documentKit: kit, mentionExtension }: LoadedParts,
  showMentions: ((menu: MentionMenu | null) => void) | undefined,
): Extensions {
  const has = (extra: RichTextExtra) => extras.includes(extra);
  const fromKit = (extra: 'codeLanguages' | 'tables' | 'taskLists') =>
    kit && has(extra) ? kit.extensions[extra]() : [];
  return [
    StarterKit.configure({
      heading: { levels: has('headings') ? [1, 2, 3] : [2, 3] },
      link: has('links') ? { openOnClick: false } : false,
      ...(kit && has('codeLanguages') ? { codeBlock: false as const } : {}),
    }),
    ...fromKit('codeLanguages'),
    ...fromKit('tables'),
    Image,
    ...fromKit('taskLists'),
    ...(showMentions && mentionExtension ? [mentionExtension(showMentions)] : []),
  ];
}

/**
 * The one rich-text editor (TipTap) of issues, comments, work orders, announcements and knowledge documents: a
 * toolbar, pasted and dropped images uploaded where `uploadImage` stores them, "@" mentions, and the extras a page
 * asks for. The HTML is sanitised by the server when saved.
 */
export function RichTextEditor({
  value = '',
  onChange,
  label,
  id,
  minHeight = 140,
  spacious = false,
  uploadImage,
  mentions,
  extras = NO_EXTRAS,
  loaded = NOTHING_LOADED,
}: RichTextEditorProps) {
  const changed = useRef(onChange);
  const upload = useRef(uploadImage);
  useEffect(() => {
    changed.current = onChange;
    upload.current = uploadImage;
  }, [onChange, uploadImage]);
  const [mentionMenu, setMentionMenu] = useState<MentionMenu | null>(null);
  const editorRef = useRef<Editor | null>(null);
  const editor = useEditor({
    extensions: extensionsFor(extras, loaded, mentions ? setMentionMenu : undefined),
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rich-text rich-text-editor',
        style: `min-height:${String(minHeight)}px;padding:${spacious ? '12px 16px' : '8px 11px'};outline:none`,
        ...(id ? { id } : {}),
      },
      handlePaste: (_view, event) => {
        const files = imagesOf(event.clipboardData?.files);
        if (files.length === 0 || !editorRef.current || !upload.current) return false;
        void insertImages(editorRef.current, upload.current, files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imagesOf(event.dataTransfer?.files);
        if (files.length === 0 || !editorRef.current || !upload.current) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        void insertImages(editorRef.current, upload.current, files, at);
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
  // A reset, a loaded issue, a reload or a restored version replaces the content; the editor's own typing is already
  // in `value`.
  useEffect(() => {
    // TipTap destroys an editor whose component took longer than a tick to mount (a slow lazy render) and renders
    // again with a new one; the destroyed one has no schema left to read (issue 34 met it on a loaded machine).
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }} data-testid="rich-text-editor">
      <div style={{ borderBottom: '1px solid #f0f0f0' }}>
        <EditorToolbar editor={editor} extras={extras} kit={loaded.documentKit} upload={uploadImage} />
      </div>
      <EditorContent editor={editor} />
      {mentionMenu && <MentionMenuList menu={mentionMenu} />}
    </div>
  );
}
