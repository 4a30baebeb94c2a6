import { SERVE_REDIRECT_MS, type TeacherAssessment } from '@pathshala/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useMessages } from '../../../../i18n';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { useCohortDetails, useCohortsForServing, useServeAssessment } from '../../api/serving';

/** A question the wizard asks before serving: another curriculum, or resetting a cohort that has it. */
export type ServeQuestion = 'curriculum' | 'reset';

/** The optional window, as the browser's local date and time (datetime-local). */
export interface ServeWindow {
  opensAt: string;
  closesAt: string;
}

const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/**
 * The serve wizard's state and what its steps do (the views only show it): the step, the chosen
 * cohort and its students, the window, the questions asked before serving, and the served message
 * after which the teacher goes back to the list.
 */
export function useServeWizard(assessment: TeacherAssessment) {
  const s = useMessages().teacher.serve;
  const navigate = useNavigate();
  const cohorts = useCohortsForServing(assessment.AM_id);
  const [step, setStep] = useState(0);
  const [cohortId, setCohortId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [asking, setAsking] = useState<ServeQuestion | null>(null);
  const [windowTimes, setWindowTimes] = useState<ServeWindow>({ opensAt: '', closesAt: '' });
  const [servedMessage, setServedMessage] = useState<string | null>(null);
  const details = useCohortDetails(step === 2 ? cohortId : null);
  const serve = useServeAssessment();
  const cohort = cohorts.data?.find((row) => row.CH_id === cohortId);

  useEffect(() => {
    if (!servedMessage) return;
    const timer = setTimeout(() => navigate(paths.teacher.assessments.getHref()), SERVE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [servedMessage, navigate]);

  const submit = (confirmReset: boolean) => {
    if (cohortId === null) return;
    setAsking(null);
    serve.mutate(
      {
        assessmentId: assessment.AM_id,
        cohortId,
        confirmReset,
        opensAt: toIso(windowTimes.opensAt),
        closesAt: toIso(windowTimes.closesAt),
      },
      {
        onSuccess: (result) => setServedMessage(s.served(result.data.totalStudents)),
        onError: (failure) =>
          setNotice(isApiError(failure) && failure.serverMessage ? errorMessage(failure) : s.serveFailed),
      },
    );
  };
  // Serving to a cohort that has it needs the spec's confirmation first.
  const afterCurriculum = () => (cohort?.is_served ? setAsking('reset') : submit(false));

  return {
    step,
    goTo: setStep,
    cohorts,
    cohortId,
    cohort,
    details,
    notice,
    windowTimes,
    setWindowTimes,
    asking,
    servedMessage,
    serving: serve.isPending,
    chooseCohort: (id: number) => {
      setCohortId(id);
      setNotice(null);
    },
    toConfirm: () => {
      if (cohortId === null) {
        setNotice(s.selectBoth);
        return;
      }
      setNotice(null);
      setStep(2);
    },
    // A cohort that studies another curriculum is warned about before anything else.
    onServe: () => (cohort?.curriculumMatches === false ? setAsking('curriculum') : afterCurriculum()),
    serveAnyway: () => {
      setAsking(null);
      afterCurriculum();
    },
    confirmReset: () => submit(true),
    dismiss: () => setAsking(null),
  };
}

export type ServeWizardState = ReturnType<typeof useServeWizard>;
