import type { ErrorResultProps } from './errorResult';

/**
 * The error page without antd, laid out like antd's Result with the theme's colours (styles.css, .route-error):
 * for the portal and the root, and for the workspace until or unless antd's Result can be loaded.
 */
export function PlainErrorResult({ stale, title, subtitle, reloadLabel, onReload }: ErrorResultProps) {
  return (
    <section className="route-error" aria-labelledby="route-error-title" data-testid="route-error">
      {/* antd Result's two icons: a warning triangle for a file gone, a crossed circle for a fault. */}
      <svg
        className={stale ? 'route-error-icon route-error-icon-stale' : 'route-error-icon'}
        viewBox="0 0 64 64"
        aria-hidden="true"
      >
        {stale ? (
          <>
            <path d="M32 4 L62 58 H2 Z" strokeLinejoin="round" strokeWidth="4" />
            <rect x="29" y="22" width="6" height="20" rx="3" fill="#fff" />
            <circle cx="32" cy="49" r="3.5" fill="#fff" />
          </>
        ) : (
          <>
            <circle cx="32" cy="32" r="30" />
            <path d="M22 22 L42 42 M42 22 L22 42" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
          </>
        )}
      </svg>
      <h1 id="route-error-title" className="route-error-title">
        {title}
      </h1>
      <p className="route-error-subtitle">{subtitle}</p>
      <button type="button" className="route-error-reload" onClick={onReload}>
        {reloadLabel}
      </button>
    </section>
  );
}
