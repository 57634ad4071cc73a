import Mention from '@tiptap/extension-mention';
import type { SuggestionProps } from '@tiptap/suggestion';
import { type MentionCandidate, type MentionMenu, matchCandidates, mentionCandidatesOf } from './mentionCandidates';

type Props = SuggestionProps<MentionCandidate, { id: string; label: string }>;

/**
 * Issue 11 "@mentions" (contract mentions.ts): TipTap's Mention node writing exactly
 * `<span data-type="mention" data-id="{userId}" data-label="{name}">@{name}</span>`, the markup the server
 * reads to notify the mentioned members; TipTap's extra suggestion-char attribute is left out. The
 * suggestions are the project's members (setMentionCandidates); `show` draws the menu (null hides it).
 */
export function mentionExtension(show: (menu: MentionMenu | null) => void) {
  return Mention.extend({
    addAttributes() {
      return {
        ...this.parent?.(),
        mentionSuggestionChar: { default: '@', parseHTML: () => '@', renderHTML: () => ({}) },
      };
    },
  }).configure({
    renderHTML: ({ node }) => {
      const label = String(node.attrs.label ?? '');
      return ['span', { 'data-type': 'mention', 'data-id': String(node.attrs.id), 'data-label': label }, `@${label}`];
    },
    suggestion: {
      char: '@',
      items: ({ query, editor }) => matchCandidates(mentionCandidatesOf(editor), query),
      render: () => {
        let props: Props | null = null;
        let index = 0;
        const choose = (candidate: MentionCandidate) =>
          props?.command({ id: String(candidate.userId), label: candidate.name });
        const publish = () => {
          if (!props) return;
          show({ items: props.items, index, rect: props.clientRect?.() ?? null, choose });
        };
        return {
          onStart: (next: Props) => {
            props = next;
            index = 0;
            publish();
          },
          onUpdate: (next: Props) => {
            props = next;
            index = Math.min(index, Math.max(0, next.items.length - 1));
            publish();
          },
          onKeyDown: ({ event }) => {
            const count = props?.items.length ?? 0;
            if (event.key === 'Escape') {
              show(null);
              return true;
            }
            if (count === 0) return false;
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              index = (index + (event.key === 'ArrowDown' ? 1 : count - 1)) % count;
              publish();
              return true;
            }
            if (event.key === 'Enter' || event.key === 'Tab') {
              const candidate = props?.items[index];
              if (candidate) choose(candidate);
              return true;
            }
            return false;
          },
          onExit: () => {
            props = null;
            show(null);
          },
        };
      },
    },
  });
}

export type MentionExtension = typeof mentionExtension;
