import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';

/**
 * The languages a team's documents mostly hold (ADR 0045): a handful, not highlight.js's 190, so the
 * editor's chunk stays small. Imported only by the editor and the reading view's lazy highlighter.
 */
export const CODE_LANGUAGES = {
  bash,
  css,
  go,
  java,
  javascript,
  json,
  python,
  sql,
  typescript,
  xml,
  yaml,
} as const;

export type CodeLanguage = keyof typeof CODE_LANGUAGES;

export const lowlight = createLowlight(CODE_LANGUAGES);
