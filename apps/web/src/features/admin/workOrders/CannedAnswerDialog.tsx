import {
  CANNED_ANSWER_BODY_MAX,
  CANNED_ANSWER_TITLE_MAX,
  type CannedAnswer,
  type CannedAnswerInput,
} from '@questline/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addCannedAnswer, editCannedAnswer } from '../../../api/workOrders';
import { currentLocale } from '../../../i18n';
import { useWrite } from '../../../ui/useWrite';
import { workOrderKeys } from '../../workOrders';

const LOCALES = ['zh', 'en'] as const;

/**
 * A canned answer's form: the language it is written in (support picks answers in the requester's language), a short
 * title to find it by, and the text that goes into the reply.
 */
export function CannedAnswerDialog({ target, onClose }: { target: CannedAnswer | 'new'; onClose: () => void }) {
  const { t } = useTranslation('desk');
  const [form] = Form.useForm<CannedAnswerInput>();
  const save = useWrite({
    write: (values: CannedAnswerInput) =>
      target === 'new' ? addCannedAnswer(values) : editCannedAnswer({ ...values, cannedId: target.cannedId }),
    success: (saved) => t('canned.saved', { title: saved.data.title }),
    refresh: [workOrderKeys.all],
    onSuccess: onClose,
  });

  const initialValues: CannedAnswerInput =
    target === 'new'
      ? { locale: currentLocale(), title: '', body: '' }
      : { locale: target.locale, title: target.title, body: target.body };
  return (
    <Modal
      open
      title={target === 'new' ? t('canned.add') : t('canned.editOf', { title: target.title })}
      okText={t('canned.save')}
      okButtonProps={{ loading: save.isPending }}
      onCancel={onClose}
      // Invalid fields show their messages under themselves.
      onOk={() =>
        void form.validateFields().then(
          (values) => save.mutate(values),
          () => undefined,
        )
      }
    >
      <Form<CannedAnswerInput> form={form} name="cannedAnswer" layout="vertical" initialValues={initialValues}>
        <Form.Item name="locale" label={t('canned.locale')} rules={[{ required: true }]}>
          <Select options={LOCALES.map((value) => ({ value, label: t(`canned.locales.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('canned.title')}
          rules={[{ required: true, whitespace: true, message: t('canned.titleRequired') }]}
        >
          <Input maxLength={CANNED_ANSWER_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="body"
          label={t('canned.body')}
          rules={[{ required: true, whitespace: true, message: t('canned.bodyRequired') }]}
        >
          <Input.TextArea maxLength={CANNED_ANSWER_BODY_MAX} showCount autoSize={{ minRows: 4, maxRows: 12 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
