export * from './api/accommodations';
export * from './api/admin';
export * from './api/attempts';
export * from './api/auth';
export * from './api/backup';
export * from './api/cohorts';
export * from './api/content';
export * from './api/curriculum';
export * from './api/endpoint';
export * from './api/exam-room';
export * from './api/fields';
export * from './api/insight';
export * from './api/item-analysis';
export * from './api/item-analysis.messages';
export * from './api/learning';
export * from './api/library';
export * from './api/organisation';
export * from './api/people';
export * from './api/practice-assignments';
export * from './api/question-bank';
export * from './api/school-analytics';
export * from './api/setup';
export * from './api/teacher';
export * from './api/teacher-assessment-questions';
export * from './api/teacher-authoring';
export * from './api/teacher-results';
export * from './api/teacher-serving';
export * from './api/teacher-sharing';
export * from './build-path';
export * from './common-passwords';
export * from './constants';
export * from './csv';
export * from './enums';
export * from './exam';
export { isLanguage, LANGUAGE_NAMES } from './languages';
export * from './mastery';
export * from './messages';
export * from './progress';

import { accommodationEndpoints } from './api/accommodations';
import { adminEndpoints } from './api/admin';
import { studentAssessmentEndpoints } from './api/attempts';
import { authEndpoints } from './api/auth';
import { backupEndpoints } from './api/backup';
import { cohortEndpoints } from './api/cohorts';
import { contentEndpoints } from './api/content';
import { curriculumEndpoints } from './api/curriculum';
import { examRoomEndpoints } from './api/exam-room';
import { insightEndpoints } from './api/insight';
import { itemAnalysisEndpoints } from './api/item-analysis';
import { learningEndpoints } from './api/learning';
import { libraryEndpoints } from './api/library';
import { organisationEndpoints } from './api/organisation';
import { peopleEndpoints } from './api/people';
import { practiceAssignmentEndpoints } from './api/practice-assignments';
import { questionBankEndpoints } from './api/question-bank';
import { schoolAnalyticsEndpoints } from './api/school-analytics';
import { setupEndpoints } from './api/setup';
import { teacherEndpoints } from './api/teacher';

/** Every call of spec section 7, grouped by area. */
export const api = {
  auth: authEndpoints,
  student: { ...studentAssessmentEndpoints, ...learningEndpoints },
  content: contentEndpoints,
  teacher: teacherEndpoints,
  admin: adminEndpoints,
  // Running a real school (issue 12): each area in its own file.
  setup: setupEndpoints,
  organisation: organisationEndpoints,
  people: peopleEndpoints,
  cohorts: cohortEndpoints,
  curriculum: curriculumEndpoints,
  library: libraryEndpoints,
  backup: backupEndpoints,
  // The question bank (issue 13).
  questionBank: questionBankEndpoints,
  // Exam day (issue 14).
  examRoom: examRoomEndpoints,
  accommodations: accommodationEndpoints,
  // Insight (issue 30).
  insight: insightEndpoints,
  itemAnalysis: itemAnalysisEndpoints,
  schoolAnalytics: schoolAnalyticsEndpoints,
  practice: practiceAssignmentEndpoints,
} as const;
