import { Form, type FormRule, Input, Modal } from 'antd';
import type { ReactNode } from 'react';

/** What a name dialog hands over: the trimmed name, and the values of any further fields (`extra`). */
export type NamedValues = Record<string, unknown> & { name: string };

export interface NameDialogProps {
  title: string;
  /** The name field's label. */
  label: string;
  initial?: string;
  /** The name's rules, each message in the feature's words. */
  rules: FormRule[];
  placeholder?: string;
  maxLength?: number;
  /** Fields saved with the name (a new document's template). */
  extra?: ReactNode;
  okText?: string;
  cancelText?: string;
  /** Shown while true; a dialog mounted only while open leaves it out. */
  open?: boolean;
  /** The save is on its way: OK waits for it. */
  saving?: boolean;
  /**
   * Starts the save (a write through `useWrite`, ADR 0143) and calls `saved` once it succeeded, which closes the
   * dialog; a refusal (the client showed why) keeps it open with what was typed, to correct and try again.
   */
  onSave: (name: string, saved: () => void, values: NamedValues) => void;
  onClose: () => void;
}

/**
 * One name in a dialog (issue 29: one building block per idea): a new or renamed team, department, knowledge folder
 * or document, disk folder or entry, and the interface tester's collections, folders and requests.
 */
export function NameDialog({ open = true, initial = '', ...props }: NameDialogProps) {
  const [form] = Form.useForm<NamedValues>();

  function submit() {
    form.validateFields().then(
      (values) => props.onSave(values.name.trim(), props.onClose, values),
      // The form shows what is wrong under its fields.
      () => undefined,
    );
  }

  return (
    <Modal
      title={props.title}
      open={open}
      onOk={submit}
      onCancel={props.onClose}
      okText={props.okText}
      cancelText={props.cancelText}
      confirmLoading={props.saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item name="name" label={props.label} rules={props.rules} initialValue={initial}>
          <Input autoFocus placeholder={props.placeholder} maxLength={props.maxLength} />
        </Form.Item>
        {props.extra}
      </Form>
    </Modal>
  );
}
