/**
 * The contracts without a schema: constants, the spec's messages (and the first-run setup's), the
 * interface languages, paths.
 * Importing them does not load the schema library, so the web app's first page takes them from here
 * (`@pathshala/contracts/plain`); everything else imports the whole contracts.
 */
export * from './api/setup.messages';
export * from './build-path';
export * from './constants';
export * from './languages';
export * from './messages';
