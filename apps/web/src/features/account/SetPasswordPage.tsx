import { useQuery } from '@tanstack/react-query';
import { Button, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { previewPasswordLink, setPasswordWithLink } from '../../api/joining';
import { setToken } from '../../session/token';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { LinkTrouble } from './LinkTrouble';
import { useLinkToken } from './linkToken';
import { PasswordFields } from './PasswordFields';
import { useSubmission } from './useSubmission';

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * /setPassword/{token} (issue 38 point 2, ADR 0108): the holder of an account the platform administrator made, or
 * whose password the administrator reset, chooses a password once and is signed in.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const token = useLinkToken();
  const [form] = Form.useForm<PasswordValues>();
  const preview = useQuery({
    queryKey: ['passwordLink', token],
    queryFn: async () => (await previewPasswordLink(token ?? '')).data,
    enabled: token !== undefined,
    retry: false,
  });
  const { error, submitting, onFinish } = useSubmission(async (values: PasswordValues) => {
    const body = await setPasswordWithLink({ token: token ?? '', ...values });
    setToken(body.data.token);
    void navigate('/index', { replace: true });
  });

  let body;
  if (token === undefined) body = <LinkTrouble title={t('setPassword.unknown')} advice={t('setPassword.askAgain')} />;
  else if (preview.error) body = <LinkTrouble title={preview.error.message} advice={t('setPassword.askAgain')} />;
  else if (!preview.data) body = <Skeleton active aria-label={t('setPassword.loading')} paragraph={{ rows: 4 }} />;
  else if (preview.data.state !== 'live')
    body = <LinkTrouble title={t(`setPassword.${preview.data.state}`)} advice={t('setPassword.askAgain')} />;
  else
    body = (
      <>
        <FormError error={error} />
        <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={onFinish}>
          <PasswordFields />
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('setPassword.submit')}
          </Button>
        </Form>
      </>
    );
  const subtitle =
    preview.data?.state === 'live' ? t('setPassword.subtitle', { userName: preview.data.userName }) : undefined;
  return (
    <AuthCard title={t('setPassword.title')} subtitle={subtitle}>
      {body}
    </AuthCard>
  );
}
