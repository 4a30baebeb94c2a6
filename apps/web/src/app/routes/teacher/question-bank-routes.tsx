import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** The teacher's question bank (children of /teacher). */
export const teacherQuestionBankRoutes: RouteObject[] = [
  {
    path: paths.teacher.questionBank.path,
    lazy: () => import('./question-bank-screens').then((m) => ({ Component: m.TeacherBankRoute })),
  },
  {
    path: paths.teacher.newQuestion.path,
    lazy: () => import('./question-bank-screens').then((m) => ({ Component: m.TeacherNewQuestionRoute })),
  },
  {
    path: paths.teacher.importQuestions.path,
    lazy: () => import('./question-bank-screens').then((m) => ({ Component: m.TeacherImportQuestionsRoute })),
  },
  {
    path: paths.teacher.editQuestion.path,
    lazy: () => import('./question-bank-screens').then((m) => ({ Component: m.TeacherEditQuestionRoute })),
  },
];
