import type { QuestionLink, QuestionType } from '@questline/contract';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { searchRelated } from '../../../api/issues';

const DEBOUNCE_MS = 300;

/** What a chosen issue shows: its number and title. */
type LinkLabel = Pick<QuestionLink, 'questionId' | 'number' | 'questionName'>;

interface RelatedSelectProps {
  projectId: number;
  /** The issue being edited: it cannot be related to itself. */
  questionId?: number;
  /** Only issues of this type (a test case's requirements are type 3). */
  questionType?: QuestionType;
  /** Links already on the issue, so their labels show before any search. */
  known: LinkLabel[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
  /** At most this many issues (one for the issue a duplicate duplicates). */
  maxCount?: number;
}

const label = (link: LinkLabel) => `#${String(link.number)} ${link.questionName}`;

/** Related issues, found by number or title as the person types (relatedQuestionList). */
export function RelatedSelect(props: RelatedSelectProps) {
  const { projectId, questionId, questionType, known, value = [], onChange, id, maxCount } = props;
  const [found, setFound] = useState<QuestionLink[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Every link met so far, so a chosen one keeps its label after the search moves on.
  const [seen, setSeen] = useState(() => new Map<number, LinkLabel>(known.map((link) => [link.questionId, link])));

  useEffect(() => () => clearTimeout(timer.current), []);

  function search(text: string) {
    clearTimeout(timer.current);
    const query = text.trim();
    if (!query) {
      setFound([]);
      return;
    }
    timer.current = setTimeout(() => {
      setSearching(true);
      searchRelated(projectId, query, questionId, questionType)
        .then((answer) => {
          setFound(answer.data);
          setSeen((before) => new Map([...before, ...answer.data.map((link) => [link.questionId, link] as const)]));
        })
        .catch(() => setFound([]))
        .finally(() => setSearching(false));
    }, DEBOUNCE_MS);
  }

  const chosen = value.map((chosenId) => seen.get(chosenId)).filter((link) => link !== undefined);
  const options = [...chosen, ...found.filter((link) => !value.includes(link.questionId))].map((link) => ({
    value: link.questionId,
    label: label(link),
  }));
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      maxCount={maxCount}
      showSearch={{ filterOption: false, onSearch: search }}
      loading={searching}
      value={value}
      onChange={(ids) => onChange?.(ids)}
      options={options}
      notFoundContent={null}
    />
  );
}
