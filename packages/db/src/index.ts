export * from './client';
export * from './data-dir-lock';
export * from './mastery-rebuild';
export * from './password-hash';
export * from './question-fingerprint';
export * as schema from './schema';
export * from './schema';
