import { INTRODUCTION_MAX, NICK_NAME_MAX, type ProfileData } from '@questline/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateProfile } from '../../api/profile';
import { useWrite } from '../../ui/useWrite';
import { PROFILE_KEY } from './queries';
import { patchSessionUser } from './sessionUser';

interface BasicValues {
  nickName: string;
  introduction?: string;
}

/** Nick name and introduction (POST /{product}/center/updateUser). */
export function BasicInfoTab({ profile }: { profile: ProfileData }) {
  const { t } = useTranslation('profile');
  const save = useWrite({
    write: async (values: BasicValues) => {
      const nickName = values.nickName.trim();
      await updateProfile({ nickName, introduction: values.introduction ?? '' });
      patchSessionUser({ nickName });
    },
    success: t('basic.saved'),
    refresh: [PROFILE_KEY],
  });

  return (
    <Form<BasicValues>
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ nickName: profile.nickName, introduction: profile.introduction }}
      onFinish={(values) => save.mutate(values)}
    >
      <Form.Item
        name="nickName"
        label={t('basic.nickName')}
        rules={[
          { required: true, whitespace: true, message: t('basic.nickNameRequired') },
          { max: NICK_NAME_MAX, message: t('basic.maxLength', { max: NICK_NAME_MAX }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="introduction"
        label={t('basic.introduction')}
        rules={[{ max: INTRODUCTION_MAX, message: t('basic.maxLength', { max: INTRODUCTION_MAX }) }]}
      >
        <Input.TextArea
          rows={4}
          showCount
          maxLength={INTRODUCTION_MAX}
          placeholder={t('basic.introductionPlaceholder')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('basic.save')}
      </Button>
    </Form>
  );
}
