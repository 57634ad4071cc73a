import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** A toolbar button that leaves the caret in the text (the mouse-down would take the focus away). */
export function ToolButton(props: { label: string; active?: boolean; onClick: () => void; icon: ReactNode }) {
  return (
    <Tooltip title={props.label}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        aria-label={props.label}
        aria-pressed={props.active}
        icon={props.icon}
        onMouseDown={(event) => event.preventDefault()}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}
