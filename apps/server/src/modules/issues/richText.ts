import type SanitizeHtml from 'sanitize-html';
import { lazyPackage } from '../../lazyPackage';

/** Loaded with the first rich text saved, not at start-up: the server idles smaller (ADR 0094). */
export const sanitizeHtml = lazyPackage<typeof SanitizeHtml>('sanitize-html');

/**
 * Descriptions and comments are rich text from the editor (issue 10). Only what the editor produces
 * survives: text formatting, lists, code, tables, links and images of our own attachments. Scripts,
 * event handlers, styles, frames and foreign image sources are dropped, so a stored description cannot
 * run in a reader's session or call out to another host.
 */
const OWN_IMAGE = /^\/prod-api\/[a-z]+\/questionAttachment\/\d+$/;

/**
 * The editor's allowlist, for a given pattern of the image sources that count as our own; the knowledge
 * base (modules/knowledge/richText.ts) widens it for task lists and highlighted code.
 */
export function richTextOptions(ownImage: RegExp): SanitizeHtml.IOptions {
  return {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'code',
      'pre',
      'blockquote',
      'h1',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'hr',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'span',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title'],
      ol: ['start'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      // A TipTap mention (contract mentions.ts, ADR 0031): who was mentioned, kept so they can be told.
      span: ['data-type', 'data-id', 'data-label', 'data-mention-suggestion-char'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !ownImage.test(frame.attribs.src ?? ''),
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
      }),
    },
  };
}

const options = richTextOptions(OWN_IMAGE);

export function sanitizeRichText(html: string): string {
  return sanitizeHtml()(html, options).trim();
}

/** The text a person reads, for "cannot be empty" and for search. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml()(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** An image counts as content: a comment of one pasted screenshot is not empty. */
export function isBlankRichText(html: string): boolean {
  return richTextToPlain(html) === '' && !/<img\s/i.test(html);
}

/** The attachment ids a description or comment shows inline, so saving it links them to the issue. */
export function inlineAttachmentIds(html: string): number[] {
  const ids = [...html.matchAll(/\/questionAttachment\/(\d+)/g)].map((match) => Number(match[1]));
  return [...new Set(ids)];
}
