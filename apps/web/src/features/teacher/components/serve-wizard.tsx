import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import {
  SERVE_CONFIRM_STUDENT_PREVIEW,
  SERVE_REDIRECT_MS,
  type TeacherAssessment,
} from '@pathshala/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useCohortDetails, useCohortsForServing, useServeAssessment } from '../api/serving';
import { wholeMinutes } from '../format';

/** The serve wizard of spec section 4: details, cohort choice, confirm; redirects 3 s after success. */
export function ServeWizard({ assessment }: { assessment: TeacherAssessment }) {
  const t = useMessages();
  const s = t.teacher.serve;
  const c = t.teacher.common;
  const navigate = useNavigate();
  const cohorts = useCohortsForServing(assessment.AM_id);
  const [step, setStep] = useState(0);
  const [cohortId, setCohortId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [askReset, setAskReset] = useState(false);
  const [askCurriculum, setAskCurriculum] = useState(false);
  // The optional window, as the browser's local date and time (datetime-local).
  const [opensAt, setOpensAt] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const [servedMessage, setServedMessage] = useState<string | null>(null);
  const details = useCohortDetails(step === 2 ? cohortId : null);
  const serve = useServeAssessment();
  const cohort = cohorts.data?.find((row) => row.CH_id === cohortId);

  useEffect(() => {
    if (!servedMessage) return;
    const timer = setTimeout(() => navigate(paths.teacher.assessments.getHref()), SERVE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [servedMessage, navigate]);

  const toConfirm = () => {
    if (cohortId === null) {
      setNotice(s.selectBoth);
      return;
    }
    setNotice(null);
    setStep(2);
  };

  const toIso = (local: string) => (local ? new Date(local).toISOString() : null);
  const submit = (confirmReset: boolean) => {
    if (cohortId === null) return;
    setAskReset(false);
    setAskCurriculum(false);
    serve.mutate(
      {
        assessmentId: assessment.AM_id,
        cohortId,
        confirmReset,
        opensAt: toIso(opensAt),
        closesAt: toIso(closesAt),
      },
      {
        onSuccess: (result) => setServedMessage(s.served(result.data.totalStudents)),
        onError: (failure) =>
          setNotice(isApiError(failure) && failure.serverMessage ? errorMessage(failure) : s.serveFailed),
      },
    );
  };
  // Serving to a cohort that has it needs the spec's confirmation first.
  const afterCurriculum = () => (cohort?.is_served ? setAskReset(true) : submit(false));
  // A cohort that studies another curriculum is warned about before anything else.
  const onServe = () => (cohort?.curriculumMatches === false ? setAskCurriculum(true) : afterCurriculum());

  if (servedMessage) {
    return (
      <Alert color="green" role="status" title={s.title}>
        <Text>{servedMessage}</Text>
        <Text fz="sm" mt="xs">
          {s.redirecting}
        </Text>
      </Alert>
    );
  }

  return (
    <>
      <Stepper active={step} aria-label={s.stepsLabel} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={s.step1}>
          <Paper withBorder p="md" maw={640}>
            <Stack gap="xs">
              <Text fw={700}>{assessment.AM_Name}</Text>
              {assessment.AM_Description && <Text c="dimmed">{assessment.AM_Description}</Text>}
              <Text fz="sm">
                {assessment.CU_Name} · {c.minutes(wholeMinutes(assessment.AM_Duration))} ·{' '}
                {c.questions(assessment.AM_TotQns)} · {c.marks(assessment.AM_TotMarks)}
              </Text>
            </Stack>
          </Paper>
          {!assessment.is_finalized && (
            <Alert color="orange" mt="md">
              {s.notFinalized}
            </Alert>
          )}
          <Group mt="md">
            <Button onClick={() => setStep(1)} disabled={!assessment.is_finalized}>
              {s.next}
            </Button>
          </Group>
        </Stepper.Step>

        <Stepper.Step label={s.step2}>
          {cohorts.isPending && <Skeleton h={120} />}
          {cohorts.isError && (
            <Alert color="red" role="alert">
              {s.cohortsLoadFailed}
              <Button size="xs" mt="sm" display="block" onClick={() => cohorts.refetch()}>
                {c.retry}
              </Button>
            </Alert>
          )}
          {cohorts.data?.length === 0 && <Alert color="gray">{s.noCohorts}</Alert>}
          {cohorts.data && cohorts.data.length > 0 && (
            <Radio.Group
              label={s.cohortsLegend}
              value={cohortId === null ? null : String(cohortId)}
              onChange={(value) => {
                setCohortId(Number(value));
                setNotice(null);
              }}
            >
              <Stack gap="xs" mt="xs" maw={640}>
                {cohorts.data.map((row) => (
                  <Paper key={row.CH_id} withBorder p="sm">
                    <Radio
                      value={String(row.CH_id)}
                      label={
                        <Group gap="xs">
                          <span>{row.name}</span>
                          {row.curriculumMatches === false && (
                            <Badge color="orange.9" variant="outline" tt="none">
                              {s.otherCurriculumBadge}
                            </Badge>
                          )}
                          {row.is_served && (
                            <Badge color="orange.9" variant="outline" tt="none">
                              {s.alreadyServedBadge}
                            </Badge>
                          )}
                        </Group>
                      }
                      description={[
                        s.cohortLine(row.studentCount, row.curriculum),
                        row.served_date ? s.servedOn(formatDate(row.served_date)) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </Paper>
                ))}
              </Stack>
            </Radio.Group>
          )}
          {notice && (
            <Alert color="red" role="alert" mt="md">
              {notice}
            </Alert>
          )}
          <Group mt="md">
            <Button variant="default" onClick={() => setStep(0)}>
              {s.back}
            </Button>
            <Button onClick={toConfirm}>{s.next}</Button>
          </Group>
        </Stepper.Step>

        <Stepper.Step label={s.step3}>
          {cohort && (
            <Paper withBorder p="md" maw={640}>
              <Stack gap="sm">
                <Text fw={700}>{s.confirmIntro(assessment.AM_Name, cohort.name)}</Text>
                {details.isPending && <Skeleton h={80} />}
                {details.data && (
                  <>
                    <Text fz="sm" fw={600}>
                      {s.firstStudents(
                        Math.min(SERVE_CONFIRM_STUDENT_PREVIEW, details.data.students.length),
                        details.data.students.length,
                      )}
                    </Text>
                    <List fz="sm">
                      {details.data.students.slice(0, SERVE_CONFIRM_STUDENT_PREVIEW).map((student) => (
                        <List.Item key={student.ST_id}>
                          {student.ST_Firstname} {student.ST_Lastname} ({student.ST_Username})
                        </List.Item>
                      ))}
                    </List>
                    <Text>{s.studentCount(details.data.students.length)}</Text>
                  </>
                )}
                <Stack gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
                  <Text component="legend" fw={600} fz="sm">
                    {s.windowTitle}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {s.windowHint}
                  </Text>
                  <SimpleGrid cols={{ base: 1, xs: 2 }}>
                    <TextInput
                      type="datetime-local"
                      label={s.opensAt}
                      value={opensAt}
                      onChange={(event) => setOpensAt(event.currentTarget.value)}
                    />
                    <TextInput
                      type="datetime-local"
                      label={s.closesAt}
                      value={closesAt}
                      onChange={(event) => setClosesAt(event.currentTarget.value)}
                    />
                  </SimpleGrid>
                </Stack>
                {notice && (
                  <Alert color="red" role="alert">
                    {notice}
                  </Alert>
                )}
                <Group>
                  <Button variant="default" onClick={() => setStep(1)}>
                    {s.back}
                  </Button>
                  <Button onClick={onServe} loading={serve.isPending}>
                    {s.serveButton}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          )}
        </Stepper.Step>
      </Stepper>

      <Modal
        opened={askCurriculum}
        onClose={() => setAskCurriculum(false)}
        title={s.otherCurriculumTitle}
        closeButtonProps={{ 'aria-label': t.teacher.common.close }}
        centered
      >
        {cohort && (
          <Text mb="lg">{s.otherCurriculum(cohort.name, cohort.curriculum, assessment.CU_Name)}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAskCurriculum(false)}>
            {c.cancel}
          </Button>
          <Button
            color="orange.9"
            onClick={() => {
              setAskCurriculum(false);
              afterCurriculum();
            }}
          >
            {s.serveAnyway}
          </Button>
        </Group>
      </Modal>

      <Modal
        opened={askReset}
        onClose={() => setAskReset(false)}
        title={s.alreadyServedTitle}
        closeButtonProps={{ 'aria-label': t.teacher.common.cancel }}
        centered
      >
        <Text mb="lg">{s.alreadyServedConfirm}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAskReset(false)}>
            {c.cancel}
          </Button>
          <Button color="red.9" onClick={() => submit(true)}>
            {s.recreate}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
