import type * as Postman from 'postman-collection';
import { lazyPackage } from '../../lazyPackage';

/** Postman's own SDK (issue 34: import and export of v2.1 collections), loaded with the first import or export. */
export const postmanSdk = lazyPackage<typeof Postman>('postman-collection');

export const POSTMAN_SCHEMA_V21 = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

/**
 * Our assertions ride in an exported item's test script as one comment line, so an export imported again keeps
 * them; Postman runs the `pm.test` lines written beside it.
 */
export const ASSERTIONS_MARK = '// questline-assertions: ';
