import { completeEnglish } from '../i18n';

/** Which foundation a part of the route tree needs: set on a route's `handle`, kept by its children. */
export type Foundation = 'public' | 'student' | 'staff';

const areas: Record<Foundation, () => Promise<Parameters<typeof completeEnglish>[0]>> = {
  public: () => import('../i18n/en/parts').then((module) => module.publicEnglish),
  student: () => import('../i18n/en/parts').then((module) => module.studentEnglish),
  staff: () => import('../i18n/en/index').then((module) => module.en),
};

const styles: Record<Foundation, () => Promise<unknown>> = {
  public: () => import('./screen-styles'),
  student: () => import('./student-styles'),
  staff: () => import('./screen-styles'),
};

/**
 * What every screen but sign-in needs beside its own code: the component styles and the English areas
 * its part of the app shows (a student's screens carry no teacher or admin texts, and only the styles
 * of the components they use; the others load the whole stylesheet). The router loads it with each
 * lazy screen, in parallel, so the first page stays small.
 */
export async function loadFoundation(foundation: Foundation): Promise<void> {
  const [english] = await Promise.all([areas[foundation](), styles[foundation]()]);
  completeEnglish(english);
}
