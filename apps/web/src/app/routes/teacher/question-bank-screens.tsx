import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ImportPage } from '../../../features/question-bank/components/import-page';
import { QuestionEditorPage } from '../../../features/question-bank/components/question-editor-page';
import { QuestionListPage } from '../../../features/question-bank/components/question-list-page';
import { useMessages } from '../../../i18n';
import { BackLinkScreen } from '../../layouts/back-link-screen';

/** The teacher's bank screens: the back link to the dashboard, the page's h1, the page. */
function TeacherBankScreen({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const t = useMessages();
  return (
    <BackLinkScreen
      pageTitle={title}
      title={title}
      intro={intro}
      back={{ href: paths.teacher.home.getHref(), label: t.teacher.common.backToDashboard }}
    >
      {children}
    </BackLinkScreen>
  );
}

/** A positive id from the path, else 0 (which the API answers 404). */
function useQuestionId(): number {
  const value = Number(useParams().questionId);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export function TeacherBankRoute() {
  const t = useMessages().questionBank.entry;
  return (
    <TeacherBankScreen title={t.title} intro={t.intro}>
      <QuestionListPage area="teacher" />
    </TeacherBankScreen>
  );
}

export function TeacherNewQuestionRoute() {
  return (
    <TeacherBankScreen title={useMessages().questionBank.entry.newTitle}>
      <QuestionEditorPage area="teacher" />
    </TeacherBankScreen>
  );
}

export function TeacherEditQuestionRoute() {
  const questionId = useQuestionId();
  return (
    <TeacherBankScreen title={useMessages().questionBank.entry.questionTitle(questionId)}>
      <QuestionEditorPage key={questionId} area="teacher" questionId={questionId} />
    </TeacherBankScreen>
  );
}

export function TeacherImportQuestionsRoute() {
  return (
    <TeacherBankScreen title={useMessages().questionBank.entry.importTitle}>
      <ImportPage area="teacher" />
    </TeacherBankScreen>
  );
}
