import { COMMERCE_PAGE_PATHS } from '@questline/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { servedEdition } from '../app/servedEdition';
import { Link, useLocation } from 'react-router';
import { PortalLanguageSwitch } from '../features/portal/PortalLanguageSwitch';
import { SideWidget } from '../features/portal/SideWidget';
import { useSignedIn } from '../features/portal/useSignedIn';
import '../features/portal/portal.css';
import { KeyedOutlet } from '../ui/KeyedOutlet';
import { Logo } from '../ui/Logo';

/** Spec point 2: the public portal pages share this layout. */
export const PORTAL_NAV = [
  ['/home', 'home'],
  ['/functions', 'functions'],
  ['/price', 'price'],
  ['/deploylocally', 'deploylocally'],
  ['/clientside', 'clientside'],
  ['/about', 'about'],
  ['/updateLog', 'updateLog'],
] as const;

/**
 * A self-hosted installation sells nothing (ADR 0103): its pages hide the links to the hosted service's sales pages
 * by a rule on the edition <html> names (portal.css), so the prerendered markup, which is the same for both editions,
 * still hydrates as it is.
 */
const commerceClass = (path: string) => (COMMERCE_PAGE_PATHS.includes(path) ? 'portal-commerce' : undefined);

/**
 * Plain elements and one stylesheet, no antd: a visitor's first page downloads no component library and no
 * workspace code (issue 12, at most 150 KB of JavaScript for the home page). A public page outside the portal's
 * routes (/detailpage, ADR 0120) draws its content inside the same frame, so a shared link opens on the site it
 * belongs to.
 */
export function PortalFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['nav', 'common', 'portal']);
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  // A self-hosted `/` is the short product page (ADR 0103), not the home the nav names.
  const current = pathname === '/' && servedEdition() === 'saas' ? '/home' : pathname;

  return (
    <div className="portal">
      <a className="portal-skip" href="#portal-main">
        {t('portal:skipToContent')}
      </a>
      <header className="portal-header">
        <Logo />
        <nav className="portal-nav" aria-label={t('portal:mainNav')} data-testid="portal-nav">
          <ul>
            {PORTAL_NAV.map(([path, name]) => (
              <li key={path} className={commerceClass(path)}>
                <Link to={path} aria-current={path === current ? 'page' : undefined}>
                  {t(`nav:route.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="portal-actions">
          <PortalLanguageSwitch />
          {signedIn ? (
            <Link className="portal-button portal-button-primary" to="/index">
              {t('portal:workspace')}
            </Link>
          ) : (
            <>
              <Link className="portal-button" to="/login">
                {t('common:login')}
              </Link>
              <Link className="portal-button portal-button-primary" to="/register">
                {t('common:register')}
              </Link>
            </>
          )}
        </div>
      </header>
      <main className="portal-main" id="portal-main">
        {children}
      </main>
      <SideWidget />
      <footer className="portal-footer">
        <div className="portal-footer-inner">
          <div>
            <p style={{ margin: 0 }}>{t('portal:footer.rights', { year: new Date().getFullYear() })}</p>
            <p style={{ margin: 0 }}>{t('portal:footer.selfHosted')}</p>
          </div>
          <nav aria-label={t('portal:footer.product')}>
            <ul>
              {PORTAL_NAV.map(([path, name]) => (
                <li key={path} className={commerceClass(path)}>
                  <Link to={path}>{t(`nav:route.${name}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}

/** The portal pages' layout route: the frame around the page the address names. */
export function PortalLayout() {
  return (
    <PortalFrame>
      <KeyedOutlet />
    </PortalFrame>
  );
}
