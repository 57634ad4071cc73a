import { LOCALES, type Locale } from '@questline/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../../i18n';

const LANG_ATTRIBUTE: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };

/** Spec point 1 on the portal: the workspace's language menu without antd (a button and a small menu). */
export function PortalLanguageSwitch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const locale = currentLocale();
  const current = t(`languages.${locale}`);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="portal-language" ref={root}>
      <button
        type="button"
        className="portal-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('languageSwitch', { current })}
        data-testid="language-switch"
        onClick={() => setOpen((value) => !value)}
      >
        <span lang={LANG_ATTRIBUTE[locale]}>{current}</span>
      </button>
      {open && (
        <ul role="menu">
          {LOCALES.map((value) => (
            <li key={value} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={value === locale}
                lang={LANG_ATTRIBUTE[value]}
                onClick={() => {
                  setOpen(false);
                  void changeLocale(value);
                }}
              >
                {t(`languages.${value}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
