export * from './client';
export * from './data-dir-lock';
export * as schema from './schema';
export * from './schema';
export * from './password-hash';
