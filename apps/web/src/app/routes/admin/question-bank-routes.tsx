import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** The admin's 'Question Banks' tool: the same pages as a teacher's, for every question (children of /admin). */
export const adminQuestionBankRoutes: RouteObject[] = [
  {
    path: paths.admin.questionBank.path,
    lazy: () => import('./question-bank-screens').then((m) => ({ Component: m.AdminBankRoute })),
  },
  {
    path: paths.admin.newQuestion.path,
    lazy: () => import('./question-bank-screens').then((m) => ({ Component: m.AdminNewQuestionRoute })),
  },
  {
    path: paths.admin.importQuestions.path,
    lazy: () => import('./question-bank-screens').then((m) => ({ Component: m.AdminImportQuestionsRoute })),
  },
  {
    path: paths.admin.editQuestion.path,
    lazy: () => import('./question-bank-screens').then((m) => ({ Component: m.AdminEditQuestionRoute })),
  },
];
