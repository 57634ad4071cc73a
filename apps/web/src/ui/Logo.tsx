import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from './palette';

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
        color: dark ? '#fff' : palette.heading,
        // A control on its own, not a link inside text: the theme's link underline does not belong here.
        textDecoration: 'none',
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
