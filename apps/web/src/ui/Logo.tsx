import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The brand mark and name; links home. */
export function Logo({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('appName')}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        height: 64,
        padding: '0 20px',
        color: dark ? '#fff' : '#1b2559',
        fontWeight: 700,
        fontSize: 18,
        letterSpacing: 0.2,
      }}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {t('appName')}
    </Link>
  );
}
