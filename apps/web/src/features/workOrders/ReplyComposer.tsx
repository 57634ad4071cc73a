import { WORK_ORDER_MESSAGE_MAX } from '@questline/contract';
import { Button, Flex, Input } from 'antd';
import { type ReactNode, useId } from 'react';
import { WorkOrderImagesField } from './WorkOrderImagesField';
import { type ImageUploads, useImageUploads } from './useImageUploads';

export interface Composed {
  body: string;
  imageIds: number[];
}

/**
 * A message of the thread: text and up to 3 pictures (chosen, dropped or pasted). Each button sends what is written
 * its own way (a reply, a reply that asks to confirm, an internal note); the text and pictures clear once it went.
 */
export function ReplyComposer({
  label,
  text,
  onText,
  buttons,
  above,
}: {
  label: string;
  text: string;
  onText: (text: string) => void;
  /** The send buttons, given what is composed and a way to clear it after a send that went through. */
  buttons: (composed: Composed, sent: () => void, uploads: ImageUploads) => ReactNode;
  /** Above the text: the desk's canned answers. */
  above?: ReactNode;
}) {
  const uploads = useImageUploads();
  const id = useId();
  const composed = { body: text.trim(), imageIds: uploads.images.map((image) => image.imageId) };
  const sent = () => {
    onText('');
    uploads.reset();
  };
  return (
    <Flex vertical gap={8} onPaste={uploads.onPaste}>
      {above}
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Input.TextArea
        id={id}
        value={text}
        onChange={(event) => onText(event.target.value)}
        placeholder={label}
        autoSize={{ minRows: 3, maxRows: 10 }}
        maxLength={WORK_ORDER_MESSAGE_MAX}
      />
      <WorkOrderImagesField uploads={uploads} />
      <Flex gap={8} wrap justify="end">
        {buttons(composed, sent, uploads)}
      </Flex>
    </Flex>
  );
}

/** A send button that waits for the pictures to finish and needs text or a picture. */
export function SendButton({
  composed,
  uploads,
  loading,
  onClick,
  children,
  primary,
  optional,
}: {
  composed: Composed;
  uploads: ImageUploads;
  loading: boolean;
  onClick: () => void;
  children: ReactNode;
  primary?: boolean;
  /** Sends even with nothing written (askConfirm's reply is optional). */
  optional?: boolean;
}) {
  const empty = composed.body === '' && composed.imageIds.length === 0;
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      loading={loading}
      disabled={uploads.busy || (empty && !optional)}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
