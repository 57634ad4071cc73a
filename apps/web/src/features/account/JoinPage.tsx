import { UserOutlined } from '@ant-design/icons';
import { JOIN_PAGE, type JoinLinkPreview, accountNameKind } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { acceptJoinLink, previewJoinLink, registerWithLink } from '../../api/joining';
import { palette } from '../../ui/palette';
import { useSession } from '../../session/store';
import { getToken, setToken } from '../../session/token';
import { formatInstant } from '../../ui/format';
import { useWrite } from '../../ui/useWrite';
import { AgreementField } from './AgreementField';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { messageOf } from './formRules';
import { LinkTrouble } from './LinkTrouble';
import { useLinkToken } from './linkToken';
import { PasswordFields } from './PasswordFields';
import { useSubmission } from './useSubmission';

interface JoinValues {
  nickName: string;
  account: string;
  password: string;
  confirmPassword: string;
  agreement?: boolean;
}

function Invitation({ preview }: { preview: JoinLinkPreview }) {
  const { t } = useTranslation('account');
  return (
    <div style={{ marginBottom: 20 }}>
      <Typography.Paragraph strong style={{ fontSize: 16, marginBottom: 4 }}>
        {preview.projectName === null
          ? t('join.invitedToAccount', { inviter: preview.inviterName })
          : t('join.invitedToProject', { inviter: preview.inviterName, project: preview.projectName })}
      </Typography.Paragraph>
      {preview.email ? (
        <Typography.Paragraph style={{ marginBottom: 4 }}>
          {t('join.forEmail', { email: preview.email })}
        </Typography.Paragraph>
      ) : null}
      <Typography.Text type="secondary">
        {t('join.expires', { time: formatInstant(preview.expireTime) })}
      </Typography.Text>
    </div>
  );
}

/** A signed-in person joins the link's project with one click; an account-only link has nothing more to give. */
function Accept({ token, preview }: { token: string; preview: JoinLinkPreview }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const name = useSession()?.user.nickName;
  const [error, setError] = useState<string | null>(null);
  // The failure is shown above the button; after a success the page navigates away, so the button stays busy.
  const accept = useWrite({
    write: () => acceptJoinLink(token),
    success: t('join.accepted'),
    ownsFailure: true,
    onMutate: () => setError(null),
    onSuccess: () => void navigate('/index', { replace: true }),
    onError: (failure) => setError(messageOf(failure)),
  });
  const busy = accept.isPending || accept.isSuccess;
  return (
    <>
      {name ? <Typography.Paragraph>{t('join.signedInAs', { name })}</Typography.Paragraph> : null}
      <FormError error={error} />
      {preview.projectName === null ? (
        <>
          <Typography.Paragraph>{t('join.accountOnly')}</Typography.Paragraph>
          <Link to="/index">
            <Button type="primary" block size="large">
              {t('join.toWorkspace')}
            </Button>
          </Link>
        </>
      ) : (
        <Button type="primary" block size="large" loading={busy} onClick={() => accept.mutate()}>
          {t('join.accept')}
        </Button>
      )}
    </>
  );
}

/** A new person registers with a name and a password: no phone, no code (ADR 0108). */
function Register({ token, preview }: { token: string; preview: JoinLinkPreview }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [form] = Form.useForm<JoinValues>();
  const { error, submitting, onFinish } = useSubmission(async (values: JoinValues) => {
    const body = await registerWithLink({
      token,
      nickName: values.nickName.trim(),
      account: values.account.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      agreement: values.agreement === true,
    });
    if (body.data.token) setToken(body.data.token);
    void navigate('/index', { replace: true });
  });
  const signInFirst = `/login?redirect=${encodeURIComponent(`${JOIN_PAGE}/${token}`)}`;
  return (
    <>
      <FormError error={error} />
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ account: preview.email ?? '' }}
      >
        <Form.Item
          name="nickName"
          label={t('join.nickName')}
          rules={[{ required: true, whitespace: true, message: t('join.nickNameRequired') }]}
        >
          <Input
            prefix={<UserOutlined />}
            placeholder={t('join.nickNamePlaceholder')}
            maxLength={30}
            autoComplete="name"
          />
        </Form.Item>
        <Form.Item
          name="account"
          label={t('join.account')}
          extra={t('join.accountHint')}
          rules={[
            { required: true, whitespace: true, message: t('join.accountRequired') },
            {
              validator: (_rule, value: unknown) =>
                typeof value !== 'string' || value.trim() === '' || accountNameKind(value) !== null
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('join.accountInvalid'))),
            },
          ]}
        >
          <Input placeholder={t('join.accountPlaceholder')} autoComplete="username" readOnly={preview.email !== null} />
        </Form.Item>
        <PasswordFields />
        <AgreementField />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('join.submit')}
        </Button>
      </Form>
      {preview.projectName !== null ? (
        <div style={{ textAlign: 'center', marginTop: 16, color: palette.textMuted }}>
          {t('join.haveAccount')} <Link to={signInFirst}>{t('join.signIn')}</Link>
        </div>
      ) : null}
    </>
  );
}

/**
 * /join/{token} (issue 38 point 2, ADR 0108): who invites to what, then registration with a password, or, for a
 * signed-in person, joining the project. A link that can no longer be used says why and whom to ask.
 */
export default function JoinPage() {
  const { t } = useTranslation('account');
  const token = useLinkToken();
  const preview = useQuery({
    queryKey: ['joinLink', token],
    queryFn: async () => (await previewJoinLink(token ?? '')).data,
    enabled: token !== undefined,
    retry: false,
  });
  let body;
  if (token === undefined) body = <LinkTrouble title={t('join.unknown')} advice={t('join.askAgain')} />;
  else if (preview.error) body = <LinkTrouble title={preview.error.message} advice={t('join.askAgain')} />;
  else if (!preview.data) body = <Skeleton active aria-label={t('join.loading')} paragraph={{ rows: 6 }} />;
  else if (preview.data.state !== 'live')
    body = <LinkTrouble title={t(`join.${preview.data.state}`)} advice={t('join.askAgain')} />;
  else
    body = (
      <>
        <Invitation preview={preview.data} />
        {getToken() ? (
          <Accept token={token} preview={preview.data} />
        ) : (
          <Register token={token} preview={preview.data} />
        )}
      </>
    );
  return <AuthCard title={t('join.title')}>{body}</AuthCard>;
}
