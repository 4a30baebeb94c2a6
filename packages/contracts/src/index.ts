export * from './api/admin';
export * from './api/attempts';
export * from './api/auth';
export * from './api/content';
export * from './api/endpoint';
export * from './api/fields';
export * from './api/learning';
export * from './api/teacher';
export * from './common-passwords';
export * from './constants';
export * from './csv';
export * from './enums';
export * from './messages';
export * from './progress';

import { adminEndpoints } from './api/admin';
import { studentAssessmentEndpoints } from './api/attempts';
import { authEndpoints } from './api/auth';
import { contentEndpoints } from './api/content';
import { learningEndpoints } from './api/learning';
import { teacherEndpoints } from './api/teacher';

/** Every call of spec section 7, grouped by area. */
export const api = {
  auth: authEndpoints,
  student: { ...studentAssessmentEndpoints, ...learningEndpoints },
  content: contentEndpoints,
  teacher: teacherEndpoints,
  admin: adminEndpoints,
} as const;
