import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@questline/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n';

/** The language each name is written in, so a screen reader pronounces "English" on a Chinese page right. */
const LANG_ATTRIBUTE: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };

/**
 * Spec point 1: zh or en, remembered in local storage. `compact` (a phone's header, issue 38 point 3) shows the
 * globe alone; the button keeps its whole name, so it is still "English, change language" to a screen reader.
 */
export function LanguageSwitch({ dark = false, compact = false }: { dark?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const current = t(`languages.${locale}`);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((value) => ({
          key: value,
          label: <span lang={LANG_ATTRIBUTE[value]}>{t(`languages.${value}`)}</span>,
        })),
        onClick: ({ key }) => void changeLocale(key as Locale),
      }}
    >
      {/* The accessible name starts with the visible text, so people who say what they see ("click English")
          reach it by voice (WCAG 2.5.3), and then says what the button does. */}
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('languageSwitch', { current })}
        data-testid="language-switch"
        style={dark ? { color: 'rgba(255,255,255,0.85)' } : undefined}
      >
        {compact ? null : <span lang={LANG_ATTRIBUTE[locale]}>{current}</span>}
      </Button>
    </Dropdown>
  );
}
