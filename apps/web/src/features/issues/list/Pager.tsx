import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pagerItems } from './pagerItems';

/**
 * The issue list's pages (issue 17, ADR 0092): previous and next, the pages around the current one, and the
 * page size in a native select, which every keyboard and screen reader already knows.
 */
export function Pager({
  current,
  pageSize,
  total,
  sizes,
  onChange,
}: {
  current: number;
  pageSize: number;
  total: number;
  sizes: readonly number[];
  onChange: (pageNum: number, pageSize: number) => void;
}) {
  const { t } = useTranslation('issues');
  const sizeId = useId();
  const count = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(current, count);
  return (
    <nav className="issue-pager" aria-label={t('table.pages')}>
      <button
        type="button"
        className="issue-pager-page"
        aria-label={t('table.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1, pageSize)}
      >
        <LeftOutlined />
      </button>
      <ol>
        {pagerItems(page, count).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="issue-pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="issue-pager-page"
                aria-label={t('table.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onChange(item.page, pageSize)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="issue-pager-page"
        aria-label={t('table.next')}
        disabled={page >= count}
        onClick={() => onChange(page + 1, pageSize)}
      >
        <RightOutlined />
      </button>
      <label htmlFor={sizeId} className="visually-hidden">
        {t('table.pageSize')}
      </label>
      <select
        id={sizeId}
        className="native-select"
        value={pageSize}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {t('table.perPage', { count: size })}
          </option>
        ))}
      </select>
    </nav>
  );
}
