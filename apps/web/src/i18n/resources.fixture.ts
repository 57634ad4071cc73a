import { tables as en } from './resources.en';
import { tables as zh } from './resources.zh';

/** One file per namespace and language; i18n.test.ts checks both languages have the same keys. */
export const resources = { zh, en } as const;
