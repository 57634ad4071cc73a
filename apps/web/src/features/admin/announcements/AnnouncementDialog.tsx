import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX_BYTES,
  type Announcement,
  type MessageKey,
  type MessageParams,
  fitsBytes,
  formatMessage,
} from '@questline/contract';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { addAnnouncement, editAnnouncement } from '../../../api/notices';
import { currentLocale } from '../../../i18n';
import { hasText } from '../../../ui/richText';
import { useWrite } from '../../../ui/useWrite';
import { LazyRichTextEditor } from '../../../ui/editor/LazyRichTextEditor';

interface Values {
  noticeTitle: string;
  noticeContent: string;
}

/** Create (editing = null) or edit an announcement; it stays a draft until published. */
export function AnnouncementDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Announcement | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const say = (key: MessageKey, params: MessageParams = {}) => formatMessage(currentLocale(), key, params);

  // A refusal leaves the dialog open to try again.
  const save = useWrite({
    write: (values: Values) => {
      const body = { noticeTitle: values.noticeTitle.trim(), noticeContent: values.noticeContent };
      return editing ? editAnnouncement({ ...body, announcementId: editing.announcementId }) : addAnnouncement(body);
    },
    onSuccess: onSaved,
  });

  return (
    <Modal
      open
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ noticeTitle: editing?.noticeTitle ?? '', noticeContent: editing?.noticeContent ?? '' }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="noticeTitle"
          label={t('form.title')}
          rules={[
            { required: true, whitespace: true, message: say('fieldRequired', { field: t('form.title') }) },
            {
              validator: (_rule, value: unknown) =>
                typeof value !== 'string' || fitsBytes(value.trim(), ANNOUNCEMENT_TITLE_MAX_BYTES)
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(say('nameTooLongBytes', { field: t('form.title'), max: ANNOUNCEMENT_TITLE_MAX_BYTES })),
                    ),
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="noticeContent"
          label={t('form.body')}
          // ADR 0120: a published announcement has a public page; whoever writes one should know before publishing.
          extra={t('form.publicNote')}
          rules={[
            {
              validator: (_rule, value: unknown) =>
                typeof value === 'string' && hasText(value)
                  ? value.length <= ANNOUNCEMENT_BODY_MAX
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(say('fieldTooLong', { field: t('form.body'), maximum: ANNOUNCEMENT_BODY_MAX })),
                      )
                  : Promise.reject(new Error(say('fieldRequired', { field: t('form.body') }))),
            },
          ]}
        >
          <LazyRichTextEditor label={t('form.body')} minHeight={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
