import type * as Htmlparser2 from 'htmlparser2';
import { lazyPackage } from '../../lazyPackage';

/** Loaded with the first document read as text or Markdown, not at start-up: the server idles smaller (ADR 0094). */
export const htmlParser = lazyPackage<typeof Htmlparser2>('htmlparser2');

export type HtmlNode = ReturnType<typeof Htmlparser2.parseDOM>[number];
