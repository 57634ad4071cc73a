import { ReloadOutlined } from '@ant-design/icons';
import type { CaptchaData } from '@questline/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface CaptchaProps {
  captcha: CaptchaData | undefined;
  loading: boolean;
  onRefresh(): void;
}

/** The captcha picture; clicking it asks for a new one. */
export function Captcha({ captcha, loading, onRefresh }: CaptchaProps) {
  const { t } = useTranslation('account');
  const label = t('login.captchaRefresh');
  if (!captcha?.img) {
    return (
      <Button
        aria-label={label}
        icon={<ReloadOutlined />}
        loading={loading}
        onClick={onRefresh}
        style={{ width: 120, height: 40 }}
      />
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onRefresh}
      style={{
        padding: 0,
        border: '1px solid #d9d9d9',
        borderRadius: 8,
        background: '#fff',
        cursor: 'pointer',
        height: 40,
        width: 120,
        flex: 'none',
        overflow: 'hidden',
      }}
    >
      <img
        src={captcha.img}
        alt=""
        data-testid="captcha-image"
        style={{ height: '100%', width: '100%', objectFit: 'cover' }}
      />
    </button>
  );
}
