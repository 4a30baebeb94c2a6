import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { SERVE_CONFIRM_STUDENT_PREVIEW, type TeacherAssessment } from '@pathshala/contracts';
import { useMessages } from '../../../../i18n';
import type { ServeWizardState } from './use-serve-wizard';

/** Step 3: the cohort's first students and their number, the optional window, and Serve. */
export function ConfirmStep({
  assessment,
  wizard: { cohort, details, windowTimes, setWindowTimes, notice, serving, goTo, onServe },
}: {
  assessment: TeacherAssessment;
  wizard: ServeWizardState;
}) {
  const s = useMessages().teacher.serve;
  if (!cohort) return null;
  return (
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
              value={windowTimes.opensAt}
              onChange={(event) => {
                const opensAt = event.currentTarget.value;
                setWindowTimes((times) => ({ ...times, opensAt }));
              }}
            />
            <TextInput
              type="datetime-local"
              label={s.closesAt}
              value={windowTimes.closesAt}
              onChange={(event) => {
                const closesAt = event.currentTarget.value;
                setWindowTimes((times) => ({ ...times, closesAt }));
              }}
            />
          </SimpleGrid>
        </Stack>
        {notice && (
          <Alert color="red" role="alert">
            {notice}
          </Alert>
        )}
        <Group>
          <Button variant="default" onClick={() => goTo(1)}>
            {s.back}
          </Button>
          <Button onClick={onServe} loading={serving}>
            {s.serveButton}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
