import type { Editor } from '@tiptap/core';

/** A project member who can be mentioned. */
export interface MentionCandidate {
  userId: number;
  name: string;
}

/** What the editor draws while "@" is being typed: the matches, the highlighted one, where the caret is. */
export interface MentionMenu {
  items: MentionCandidate[];
  index: number;
  rect: DOMRect | null;
  choose: (candidate: MentionCandidate) => void;
}

export const MENTION_SUGGESTIONS_MAX = 8;

/** Members whose name contains the typed text, case aside, names starting with it first. */
export function matchCandidates(candidates: readonly MentionCandidate[], query: string): MentionCandidate[] {
  const wanted = query.trim().toLowerCase();
  const matching = candidates.filter((candidate) => candidate.name.toLowerCase().includes(wanted));
  const starts = (candidate: MentionCandidate) => (candidate.name.toLowerCase().startsWith(wanted) ? 0 : 1);
  return [...matching].sort((a, b) => starts(a) - starts(b)).slice(0, MENTION_SUGGESTIONS_MAX);
}

/** Each editor's people, set by its component as they load; read when "@" is typed. */
const candidatesByEditor = new WeakMap<Editor, readonly MentionCandidate[]>();

export function setMentionCandidates(editor: Editor, candidates: readonly MentionCandidate[]): void {
  candidatesByEditor.set(editor, candidates);
}

export function mentionCandidatesOf(editor: Editor): readonly MentionCandidate[] {
  return candidatesByEditor.get(editor) ?? [];
}
