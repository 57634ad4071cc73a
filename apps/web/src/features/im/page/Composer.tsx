import { CloseOutlined, LoadingOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { type ImFile, type ImMember, type ImMentionPick, type ImMessage, chatHtml } from '@questline/contract';
import { Button, Input, Tag } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MentionQuery, mentionQueryAt, picksIn, textOf } from './composerText';

/** A file on its way: uploading, or uploaded and waiting for the message. */
interface Attached {
  key: string;
  name: string;
  file?: ImFile;
}

export interface ComposerSubmit {
  html: string;
  fileIds: number[];
}

/**
 * Writing a message (issue 33): Enter sends, Shift+Enter starts a new line; `@` offers the conversation's people
 * (arrows and Enter pick one, Escape closes); files and pasted pictures are uploaded at once and go with the next
 * message. In an edit the message's text (its mentions kept) is in the box and Escape leaves the edit.
 */
export function Composer({
  members,
  replyTo,
  editing,
  disabled,
  onSubmit,
  onTyping,
  onUpload,
  onCancel,
}: {
  members: readonly ImMember[];
  replyTo: ImMessage | null;
  editing: ImMessage | null;
  disabled: boolean;
  onSubmit: (submit: ComposerSubmit) => Promise<boolean>;
  onTyping: () => void;
  onUpload: (file: File) => Promise<ImFile>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('im');
  const [text, setText] = useState('');
  const [picks, setPicks] = useState<ImMentionPick[]>([]);
  const [attached, setAttached] = useState<Attached[]>([]);
  const [inFlight, setInFlight] = useState(0);
  // Messages go one after another in the order they were written (issue 40: under load the sender's own message came
  // back over the socket before its answer, Enter was then refused as "still sending", and the answer wiped what had
  // been typed since).
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const [editingId, setEditingId] = useState<number | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const chooser = useRef<HTMLInputElement>(null);

  // Entering an edit puts the message's text in the box; leaving it empties the box.
  if ((editing?.messageId ?? null) !== editingId) {
    setEditingId(editing?.messageId ?? null);
    setText(editing ? textOf(editing.body) : '');
    setPicks(editing ? picksIn(editing.body) : []);
    setAttached([]);
  }

  const matches = query
    ? members.filter((member) => member.nickName.toLowerCase().includes(query.word.toLowerCase())).slice(0, 6)
    : [];
  const uploading = attached.some((item) => !item.file);

  const pick = (member: ImMember) => {
    if (!query) return;
    const inserted = `@${member.nickName} `;
    setText(text.slice(0, query.start) + inserted + text.slice(query.end));
    setPicks([
      ...picks.filter((one) => one.userId !== member.userId),
      { userId: member.userId, name: member.nickName },
    ]);
    setQuery(null);
    requestAnimationFrame(() => {
      const caret = query.start + inserted.length;
      box.current?.setSelectionRange(caret, caret);
      box.current?.focus();
    });
  };

  const upload = (files: readonly File[]) => {
    for (const file of files) {
      const key = `${file.name}:${String(Date.now())}:${String(Math.random())}`;
      setAttached((current) => [...current, { key, name: file.name }]);
      onUpload(file).then(
        (uploaded) =>
          setAttached((current) => current.map((item) => (item.key === key ? { ...item, file: uploaded } : item))),
        () => setAttached((current) => current.filter((item) => item.key !== key)),
      );
    }
  };

  const submit = () => {
    const fileIds = attached.flatMap((item) => (item.file ? [item.file.fileId] : []));
    if (uploading || (text.trim() === '' && fileIds.length === 0)) return;
    // The box is free for the next message at once; a draft that could not be sent comes back if it is still empty.
    const draft = { text, picks, attached };
    setText('');
    setPicks([]);
    setAttached([]);
    setInFlight((count) => count + 1);
    const sent = queue.current.then(() =>
      onSubmit({ html: draft.text.trim() === '' ? '' : chatHtml(draft.text, draft.picks), fileIds }),
    );
    queue.current = sent.catch(() => false);
    const putBack = () => {
      if (box.current?.value !== '') return;
      setText(draft.text);
      setPicks(draft.picks);
      setAttached(draft.attached);
    };
    sent
      .then((delivered) => {
        if (!delivered) putBack();
      }, putBack)
      .finally(() => setInFlight((count) => count - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (matches.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((active + step + matches.length) % matches.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const member = matches[active] ?? matches[0];
        if (member) pick(member);
        return;
      }
    }
    if (event.key === 'Escape') {
      if (query) setQuery(null);
      else if (editing || replyTo) onCancel();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  const listId = 'im-mention-list';
  return (
    <div className="im-composer">
      {(replyTo || editing) && (
        <div className="im-composer-context">
          <span>
            {editing ? t('composer.editing') : t('composer.replying', { name: replyTo?.sender.nickName ?? '' })}
          </span>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('composer.cancel')}
            onClick={onCancel}
          />
        </div>
      )}
      {attached.length > 0 && (
        <div className="im-attached">
          {attached.map((item) => (
            <Tag
              key={item.key}
              closable={Boolean(item.file)}
              closeIcon={<CloseOutlined aria-label={t('composer.removeFile', { name: item.name })} />}
              onClose={() => setAttached((current) => current.filter((one) => one.key !== item.key))}
            >
              {item.file ? item.name : t('composer.uploading', { name: item.name })}
            </Tag>
          ))}
        </div>
      )}
      {matches.length > 0 && (
        <ul className="im-mentions" id={listId} role="listbox" aria-label={t('composer.mention')}>
          {matches.map((member, index) => (
            <li
              key={member.userId}
              id={`${listId}-${String(member.userId)}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(member);
              }}
            >
              {member.nickName}
            </li>
          ))}
        </ul>
      )}
      <div className="im-composer-row">
        {!editing && (
          <>
            <input
              ref={chooser}
              type="file"
              multiple
              hidden
              onChange={(event) => {
                upload([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
              data-testid="im-file-input"
            />
            <Button
              type="text"
              icon={<PaperClipOutlined />}
              aria-label={t('composer.attach')}
              disabled={disabled}
              onClick={() => chooser.current?.click()}
            />
          </>
        )}
        <Input.TextArea
          ref={(instance) => {
            box.current = instance?.resizableTextArea?.textArea ?? null;
          }}
          value={text}
          disabled={disabled}
          autoSize={{ minRows: 1, maxRows: 6 }}
          placeholder={t('composer.placeholder')}
          title={t('composer.hint')}
          aria-label={t('composer.label')}
          aria-description={t('composer.hint')}
          aria-autocomplete="list"
          aria-controls={matches.length > 0 ? listId : undefined}
          aria-activedescendant={matches[active] ? `${listId}-${String(matches[active].userId)}` : undefined}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            setQuery(mentionQueryAt(value, event.target.selectionStart));
            setActive(0);
            if (value.trim() !== '') onTyping();
          }}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            const files = [...event.clipboardData.files];
            if (files.length > 0 && !editing) {
              event.preventDefault();
              upload(files);
            }
          }}
          data-testid="im-composer"
        />
        <Button
          type="primary"
          // A spinner while messages are on their way, without refusing the next one.
          icon={inFlight > 0 ? <LoadingOutlined /> : <SendOutlined />}
          disabled={disabled || uploading}
          onClick={submit}
          data-testid="im-send"
        >
          {editing ? t('composer.save') : t('composer.send')}
        </Button>
      </div>
    </div>
  );
}
