import { ReloadOutlined } from '@ant-design/icons';
import type { CaptchaData } from '@questline/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface CaptchaProps {
  captcha: CaptchaData | undefined;
  loading: boolean;
  onRefresh(): void;
}

/**
 * The captcha picture (a 240 x 80 PNG shown at 150 x 50, a size people read it at: ADR 0025) and a named
 * button that asks for a new one. The picture is described to screen readers as a captcha.
 */
export function Captcha({ captcha, loading, onRefresh }: CaptchaProps) {
  const { t } = useTranslation('account');
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, flex: 'none' }}>
      <span
        style={{
          display: 'inline-block',
          border: '1px solid #d9d9d9',
          borderRadius: 8,
          background: '#fff',
          height: 50,
          width: 150,
          overflow: 'hidden',
        }}
      >
        {captcha?.img ? (
          <img
            src={captcha.img}
            alt={t('login.captchaImage')}
            data-testid="captcha-image"
            style={{ display: 'block', height: '100%', width: '100%' }}
          />
        ) : null}
      </span>
      <Button
        type="text"
        aria-label={t('login.captchaRefresh')}
        title={t('login.captchaRefresh')}
        icon={<ReloadOutlined />}
        loading={loading}
        onClick={onRefresh}
      />
    </span>
  );
}
