import { Popconfirm as AntdPopconfirm, type PopconfirmProps } from 'antd';
import type { ComponentType, MouseEvent } from 'react';

/**
 * antd's Popconfirm typed as it behaves: a promise its onConfirm returns keeps the OK button loading, and the
 * pop-up open, until it settles. antd's own type says `=> void`, so the type-aware lint took each such handler for a
 * promise left floating (ADR 0138). Use it where onConfirm returns a promise.
 */
export const Popconfirm = AntdPopconfirm as ComponentType<
  Omit<PopconfirmProps, 'onConfirm'> & { onConfirm?: (event?: MouseEvent<HTMLElement>) => unknown }
>;
