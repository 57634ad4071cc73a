import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@questline/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n';

/** Spec point 1: zh or en, remembered in local storage. */
export function LanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((value) => ({ key: value, label: t(`languages.${value}`) })),
        onClick: ({ key }) => void changeLocale(key as Locale),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        // The accessible name starts with the visible text (WCAG 2.5.3 "label in name").
        aria-label={`${t(`languages.${locale}`)} (${t('language')})`}
        data-testid="language-switch"
        style={dark ? { color: 'rgba(255,255,255,0.85)' } : undefined}
      >
        {t(`languages.${locale}`)}
      </Button>
    </Dropdown>
  );
}
