import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type PortalPage =
  'home' | 'welcome' | 'functions' | 'price' | 'about' | 'updateLog' | 'deploylocally' | 'clientside';

/** The meta tag named by `key` (name= or property=), created the first time a page sets it. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Issue 12 "Search engines and sharing": each portal page's title, description and Open Graph tags, in the
 * current language, kept in step when the language changes.
 */
export function usePageMeta(page: PortalPage): void {
  const { t, i18n } = useTranslation('portal');
  useEffect(() => {
    const title = t(`meta.${page}.title`);
    const description = t(`meta.${page}.description`);
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', window.location.href);
    setMeta('property', 'og:image', `${window.location.origin}/portal/og-image.png`);
    setMeta('property', 'og:locale', i18n.language === 'en' ? 'en_US' : 'zh_CN');
  }, [page, t, i18n.language]);
}
