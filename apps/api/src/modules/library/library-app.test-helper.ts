import { createTestApp } from '../../../test/test-app';
import { listenLocally, placeIn, seedFile, tusClient, type UploadTarget } from './library.test-support';

export type LibraryRole = 'admin' | 'teacher1' | 'teacher2' | 'teacher3' | 'student';

const pdf = seedFile('cells-notes.pdf');
/** The demo PDF with a comment after its end: still a whole PDF, with a hash of its own. */
export const pdfVariant = (label: string) => Buffer.concat([pdf, Buffer.from(`\n% ${label}\n`)]);

/**
 * The demo school's app for library tests: listening locally (tus needs real HTTP), signed in as each
 * role, with a place in Class 8 Science (teacher1 and teacher2 teach it) and in Class 8 Mathematics
 * (teacher3 teaches only that).
 */
export async function startLibraryApp() {
  const t = await createTestApp();
  const tokens = {} as Record<LibraryRole, string>;
  for (const role of ['admin', 'teacher1', 'teacher2', 'teacher3', 'student'] as const) {
    tokens[role] = (await t.login(role)).token;
  }
  const science = await placeIn(t.database.db, 'Class 8 Science');
  const maths = await placeIn(t.database.db, 'Class 8 Mathematics');
  const client = tusClient(await listenLocally(t.app));
  /** Uploads a whole file for a place: the Science subconcept unless the target names another. */
  const upload = (role: LibraryRole, bytes: Buffer, target: Partial<UploadTarget> = {}) =>
    client.upload(tokens[role], bytes, {
      filename: 'notes.pdf',
      type: 'PDF',
      ...(target.conceptId === undefined ? { subconceptId: science.subconceptId } : {}),
      ...target,
    });
  return { t, tokens, science, maths, client, upload };
}
export type LibraryApp = Awaited<ReturnType<typeof startLibraryApp>>;
