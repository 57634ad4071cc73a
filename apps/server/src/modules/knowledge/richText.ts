import type SanitizeHtml from 'sanitize-html';
import { richTextOptions, sanitizeHtml } from '../issues/richText';
import { htmlParser } from './htmlParser';

/**
 * Documents are the issue editor's rich text plus task lists and highlighted code blocks (issue 15), so
 * the issue allowlist is widened by exactly the attributes those carry; everything else (scripts, event
 * handlers, styles, foreign images) is dropped the same way. Images are the space's own uploads.
 */
const OWN_IMAGE = /^\/prod-api\/[a-z]+\/knowledge\/image\/\d+$/;
const base = richTextOptions(OWN_IMAGE);

const options: SanitizeHtml.IOptions = {
  ...base,
  allowedAttributes: {
    ...(base.allowedAttributes || {}),
    ul: ['data-type'],
    li: ['data-type', 'data-checked'],
    code: ['class'],
    pre: ['class'],
  },
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
};

export function sanitizeDocument(html: string): string {
  return sanitizeHtml()(html, options).trim();
}

/** The text a person reads, entities decoded: what search indexes and snippets are cut from (escaped again there). */
export function documentPlainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|td|th|pre|blockquote)>|<br\s*\/?>/g, '$& ');
  const { DomUtils, parseDOM } = htmlParser();
  return DomUtils.textContent(parseDOM(spaced, { decodeEntities: true }))
    .replace(/\s+/g, ' ')
    .trim();
}
