// postman-collection ships its type definitions beside its code without naming them in its package.json.
/// <reference types="postman-collection/types" />
