import type { SearchHit } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchAll } from '../../api/search';
import { useMyProjects } from '../../features/projects/queries';
import { Marked, hitTarget, searchKeys, useOpenHit } from '../../features/search';
import { useAppNavigate } from '../navigation';
import { useRegisteredCommands } from './commandRegistry';
import { type PaletteOption, paletteOptions } from './paletteOptions';
import './commandPalette.css';

/** The search waits for a pause in typing this long, so a word is one search and not one per letter. */
const SEARCH_PAUSE_MS = 200;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Ctrl/Cmd-K (issue 35): one box to run a command of the issue or list in view, go to a page or project, or open
 * what search everywhere finds, all by keyboard (a listbox the arrows move through, Enter chooses).
 */
export default function CommandPalette(props: {
  pages: readonly { path: string; label: string }[];
  onClose: () => void;
}) {
  const { pages, onClose } = props;
  const { t } = useTranslation('keyboard');
  const navigate = useAppNavigate();
  const openHit = useOpenHit();
  const commands = useRegisteredCommands();
  const projects = useMyProjects().data?.projects ?? [];
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const settled = useSettled(query.trim());
  const search = useQuery({
    queryKey: searchKeys.overview({ q: settled }),
    queryFn: async () => (await searchAll({ q: settled })).data,
    enabled: settled !== '',
  });
  const hits = useMemo(
    () => (settled === query.trim() ? (search.data?.groups.flatMap((group) => group.hits) ?? []) : []),
    [search.data, settled, query],
  );

  const options = paletteOptions({
    query,
    commands,
    pages,
    projects,
    hits,
    go: (path) => navigate(path),
    openProject: (projectId) => void openHit({ path: '/problem', projectId }),
    openHit: (hit: SearchHit) => {
      const target = hitTarget(hit);
      if (target) void openHit(target);
    },
    searchEverywhere: (text) => navigate(`/user/searchPage?q=${encodeURIComponent(text)}`),
    labels: { searchAll: (text) => t('palette.searchAll', { query: text }) },
  });
  const current = Math.min(active, Math.max(0, options.length - 1));

  function choose(option: PaletteOption | undefined) {
    if (!option) return;
    // The palette closes first, so what the choice opens (a dialog, a page) takes the focus.
    onClose();
    option.choose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % Math.max(1, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[current]);
    }
  }

  return (
    <Modal open title={t('palette.title')} footer={null} onCancel={onClose} width={640} destroyOnHidden>
      <Input
        autoFocus
        role="combobox"
        aria-label={t('palette.input')}
        aria-expanded
        aria-controls="command-palette-options"
        aria-activedescendant={options[current] ? `command-palette-${String(current)}` : undefined}
        aria-autocomplete="list"
        placeholder={t('palette.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        data-testid="command-palette-input"
      />
      <ul
        id="command-palette-options"
        role="listbox"
        aria-label={t('palette.results')}
        className="command-palette-list"
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`command-palette-${String(index)}`}
            role="option"
            aria-selected={index === current}
            className={index === current ? 'command-palette-option command-palette-active' : 'command-palette-option'}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(option)}
          >
            <span className="command-palette-section">{t(`palette.section.${option.section}`)}</span>
            <span className="command-palette-label">
              {option.labelHtml ? <Marked html={option.labelHtml} /> : option.label}
            </span>
            {option.hint && <kbd className="command-palette-hint">{option.hint}</kbd>}
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary" role="status">
        {search.isFetching ? t('palette.searching') : options.length === 0 ? t('palette.empty') : t('palette.hint')}
      </Typography.Text>
    </Modal>
  );
}
