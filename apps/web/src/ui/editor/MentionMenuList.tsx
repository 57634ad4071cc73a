import { useTranslation } from 'react-i18next';
import type { MentionMenu } from './mentionCandidates';

/**
 * The "@" suggestions beside the caret. The keyboard stays in the editor (arrows, Enter, Escape are read
 * there), so the list mirrors the highlighted option with aria-selected; a click chooses without taking
 * the focus away.
 */
export function MentionMenuList({ menu }: { menu: MentionMenu }) {
  const { t } = useTranslation('editor');
  const rect = menu.rect;
  return (
    <div
      role="listbox"
      aria-label={t('mention.list')}
      data-testid="mention-menu"
      style={{
        position: 'fixed',
        top: rect ? rect.bottom + 4 : 0,
        left: rect ? rect.left : 0,
        zIndex: 1100,
        minWidth: 180,
        background: '#fff',
        borderRadius: 8,
        boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
        padding: 4,
      }}
    >
      {menu.items.length === 0 ? (
        <div style={{ padding: '6px 10px', color: 'rgba(0,0,0,0.45)' }}>{t('mention.none')}</div>
      ) : (
        menu.items.map((candidate, position) => (
          <div
            key={candidate.userId}
            role="option"
            aria-selected={position === menu.index}
            tabIndex={-1}
            onMouseDown={(event) => {
              event.preventDefault();
              menu.choose(candidate);
            }}
            style={{
              padding: '6px 10px',
              borderRadius: 6,
              cursor: 'pointer',
              background: position === menu.index ? '#e6f4ff' : undefined,
            }}
          >
            {candidate.name}
          </div>
        ))
      )}
    </div>
  );
}
