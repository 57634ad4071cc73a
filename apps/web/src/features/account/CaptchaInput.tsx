import { SafetyOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** The captcha answer box beside the picture, the same on sign-in and before a phone code (ADR 0025). */
export function CaptchaInput(props: InputProps) {
  const { t } = useTranslation('account');
  return (
    <Input
      aria-label={t('login.captcha')}
      prefix={<SafetyOutlined />}
      placeholder={t('login.captchaPlaceholder')}
      autoComplete="off"
      style={{ borderRadius: 8 }}
      {...props}
    />
  );
}
