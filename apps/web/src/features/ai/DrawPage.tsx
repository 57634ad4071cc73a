import { PictureOutlined } from '@ant-design/icons';
import { AI_IMAGES_PER_REQUEST_MAX, AI_PROMPT_MAX_CHARS, type AiStatus } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Segmented, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { generateImages, getImages } from '../../api/ai';
import { AiPageFrame } from './AiPageFrame';
import { NoCreditsAlert } from './CreditsBar';
import { ImageGallery } from './ImageGallery';
import { aiKeys } from './aiKeys';
import { useWrite } from '../../ui/useWrite';

const COUNTS = Array.from({ length: AI_IMAGES_PER_REQUEST_MAX }, (_, index) => index + 1);

function DrawWorkspace({ status }: { status: AiStatus }) {
  const { t } = useTranslation('ai');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ prompt: string; count: number }>();
  const images = useQuery({ queryKey: aiKeys.images, queryFn: async () => (await getImages()).rows });
  const draw = useWrite({
    write: (input: { prompt: string; count: number }) => generateImages(input),
    onSuccess: async ({ data }) => {
      client.setQueryData<AiStatus>(aiKeys.status, (current) => current && { ...current, credits: data.credits });
      form.resetFields(['prompt']);
      void message.success(t('draw.done', { count: data.images.length }));
      await client.invalidateQueries({ queryKey: aiKeys.images });
    },
  });
  const balance = status.credits?.image;
  const empty = balance !== undefined && balance < 1;

  return (
    <Flex vertical gap={24}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ prompt: '', count: 1 }}
        onFinish={(values) => draw.mutate(values)}
        disabled={draw.isPending}
      >
        <Form.Item
          name="prompt"
          label={t('draw.prompt')}
          rules={[{ required: true, whitespace: true, message: t('draw.promptRequired') }]}
        >
          <Input.TextArea
            placeholder={t('draw.placeholder')}
            maxLength={AI_PROMPT_MAX_CHARS}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
        <Flex gap={16} wrap align="center">
          <Form.Item name="count" label={t('draw.count')} style={{ marginBottom: 0 }}>
            <Segmented<number> options={COUNTS} aria-label={t('draw.count')} />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<PictureOutlined aria-hidden />}
            loading={draw.isPending}
            disabled={empty}
            style={{ alignSelf: 'end' }}
          >
            {t('draw.generate')}
          </Button>
        </Flex>
        {draw.isPending && (
          <Typography.Paragraph type="secondary" role="status" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('draw.waiting')}
          </Typography.Paragraph>
        )}
      </Form>
      {empty && <NoCreditsAlert kind="image" />}
      {images.isPending ? <Skeleton active /> : <ImageGallery images={images.data ?? []} />}
    </Flex>
  );
}

/**
 * /Midjourney (spec point 2 "ChatGPT and Midjourney: AI tools"; issue 34): pictures of a prompt from the image model
 * the platform administrator set, one drawing credit each, kept in the person's gallery.
 */
export default function DrawPage() {
  return <AiPageFrame kind="image">{(status) => <DrawWorkspace status={status} />}</AiPageFrame>;
}
