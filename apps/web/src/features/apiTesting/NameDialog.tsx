import { Form, Input, Modal } from 'antd';
import { API_NAME_MAX } from '@questline/contract';
import { useState } from 'react';
import { floating } from '../../ui/floating';

/** Asks for a name (a new collection, folder or request, or a rename) and hands it over. */
export function NameDialog(props: {
  title: string;
  label: string;
  initial: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal open title={props.title} confirmLoading={busy} onOk={() => form.submit()} onCancel={props.onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: props.initial }}
        onFinish={floating(async (values) => {
          setBusy(true);
          try {
            await props.onSubmit(values.name.trim());
            props.onClose();
          } finally {
            setBusy(false);
          }
        })}
      >
        <Form.Item name="name" label={props.label} rules={[{ required: true, whitespace: true, max: API_NAME_MAX }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
