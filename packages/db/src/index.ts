export * from './client';
export * from './data-dir-lock';
export * from './password-hash';
export * from './question-fingerprint';
export * as schema from './schema';
export * from './schema';
