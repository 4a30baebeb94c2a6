import { useParams } from 'react-router';
import { ImportPage } from '../../../features/question-bank/components/import-page';
import { QuestionEditorPage } from '../../../features/question-bank/components/question-editor-page';
import { QuestionListPage } from '../../../features/question-bank/components/question-list-page';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

/** A positive id from the path, else 0 (which the API answers 404). */
function useQuestionId(): number {
  const value = Number(useParams().questionId);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** /admin/question-bank */
export function AdminBankRoute() {
  const t = useMessages().questionBank.entry;
  return (
    <AdminScreen title={t.adminTitle} intro={t.intro}>
      <QuestionListPage area="admin" />
    </AdminScreen>
  );
}

/** /admin/question-bank/new */
export function AdminNewQuestionRoute() {
  return (
    <AdminScreen title={useMessages().questionBank.entry.newTitle}>
      <QuestionEditorPage area="admin" />
    </AdminScreen>
  );
}

/** /admin/question-bank/:questionId/edit */
export function AdminEditQuestionRoute() {
  const questionId = useQuestionId();
  return (
    <AdminScreen title={useMessages().questionBank.entry.questionTitle(questionId)}>
      <QuestionEditorPage key={questionId} area="admin" questionId={questionId} />
    </AdminScreen>
  );
}

/** /admin/question-bank/import */
export function AdminImportQuestionsRoute() {
  return (
    <AdminScreen title={useMessages().questionBank.entry.importTitle}>
      <ImportPage area="admin" />
    </AdminScreen>
  );
}
