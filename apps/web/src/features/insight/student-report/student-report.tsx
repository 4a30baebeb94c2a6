import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { StudentReport } from '@pathshala/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useMessages } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { downloadStudentReport, useStudentReport } from '../class-view/api';
import { share } from '../class-view/class-grid';
import { MasteryLine } from '../components/mastery-line';
import { ScrollRegion } from '../components/scroll-region';

/**
 * One student across the teacher's cohorts (issue 30): study per course, practice, assessments,
 * extra time, mastery by concept and activity by week, and the same as a CSV file.
 */
export function StudentReportView({ studentId }: { studentId: number }) {
  const words = useMessages().insightClass;
  const t = words.student;
  const query = useStudentReport(studentId);
  if (query.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t.loading}</Text>
      </Group>
    );
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color="red" variant="light" role="alert" title={notFound ? t.notFound : t.loadFailed}>
        {!notFound && (
          <Button variant="default" size="xs" onClick={() => query.refetch()}>
            {words.retry}
          </Button>
        )}
      </Alert>
    );
  }
  const report = query.data;
  return (
    <Stack gap="lg">
      <Header report={report} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Study report={report} />
        <Accommodations report={report} />
      </SimpleGrid>
      <Attempts report={report} />
      <Practice report={report} />
      <Mastery report={report} />
      <Activity report={report} />
    </Stack>
  );
}

function Header({ report }: { report: StudentReport }) {
  const t = useMessages().insightClass.student;
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const name = `${report.student.firstName} ${report.student.lastName}`.trim();
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <div>
        <Title order={1} size="h2" c="brand.9">
          {name}
        </Title>
        <Text c="dimmed">{report.student.username}</Text>
        <Text mt={4}>{t.cohorts(report.cohorts.map((cohort) => cohort.name).join(', '))}</Text>
      </div>
      <Stack gap={4} align="flex-start">
        <Button
          variant="default"
          loading={state === 'busy'}
          onClick={() => {
            setState('busy');
            downloadStudentReport(report.student.id).then(
              () => setState('idle'),
              () => setState('failed'),
            );
          }}
        >
          {t.download}
        </Button>
        {state === 'failed' && (
          <Text c="red.9" fz="sm" role="alert">
            {t.downloadFailed}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** A titled card holding a section. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A table in its own scroll region, named for screen readers. */
function WideTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollRegion label={label}>
      <Table striped withTableBorder verticalSpacing="xs" style={{ minWidth: 420 }}>
        {children}
      </Table>
    </ScrollRegion>
  );
}

function Study({ report }: { report: StudentReport }) {
  const t = useMessages().insightClass.student;
  if (report.study.length === 0)
    return (
      <Section title={t.studyTitle}>
        <Text>{t.studyEmpty}</Text>
      </Section>
    );
  return (
    <Section title={t.studyTitle}>
      <WideTable label={t.studyTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.course}</Table.Th>
            <Table.Th>{t.completed}</Table.Th>
            <Table.Th>{t.timeStudied}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.study.map((course) => {
            const percent = share(course.completed, course.total);
            return (
              <Table.Tr key={course.id}>
                <Table.Th scope="row" fw={600}>
                  {course.name}
                </Table.Th>
                <Table.Td>
                  {percent === null ? '–' : `${percent} %`} ({course.completed} / {course.total})
                </Table.Td>
                <Table.Td>{t.minutes(Math.round(course.timeSpentSeconds / 60))}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </WideTable>
    </Section>
  );
}

function Accommodations({ report }: { report: StudentReport }) {
  const t = useMessages().insightClass.student;
  return (
    <Section title={t.accommodationsTitle}>
      {report.accommodations.length === 0 ? (
        <Text>{t.accommodationsEmpty}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {report.accommodations.map((row) => (
            <li key={`${row.scope}-${row.teacherName ?? ''}`}>
              <Text fw={600}>
                {row.kind === 'PERCENT' ? t.percent(row.amount) : t.minutesAmount(row.amount)}
              </Text>
              <Text fz="sm" c="dimmed">
                {row.scope === 'school' ? t.schoolWide : t.byTeacher(row.teacherName ?? '')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function Attempts({ report }: { report: StudentReport }) {
  const t = useMessages().insightClass.student;
  if (report.attempts.length === 0)
    return (
      <Section title={t.attemptsTitle}>
        <Text>{t.attemptsEmpty}</Text>
      </Section>
    );
  return (
    <Section title={t.attemptsTitle}>
      <WideTable label={t.attemptsTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.assessment}</Table.Th>
            <Table.Th>{t.cohort}</Table.Th>
            <Table.Th>{t.started}</Table.Th>
            <Table.Th>{t.score}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.attempts.map((attempt) => {
            const notes = [
              attempt.completionReason === 'time_up' ? t.timeUp : null,
              attempt.lateAnswers > 0 ? t.late(attempt.lateAnswers) : null,
              attempt.heldAnswers > 0 ? t.held(attempt.heldAnswers) : null,
              attempt.extraSeconds > 0 ? t.extraTime(Math.round(attempt.extraSeconds / 60)) : null,
            ].filter(Boolean);
            const percent = share(attempt.score, attempt.totalMarks);
            return (
              <Table.Tr key={attempt.id} data-testid="report-attempt">
                <Table.Th scope="row" fw={600}>
                  {attempt.assessment.name}
                </Table.Th>
                <Table.Td>{attempt.cohort.name}</Table.Td>
                <Table.Td>{formatDate(attempt.startedAt)}</Table.Td>
                <Table.Td>
                  {attempt.completedAt === null
                    ? t.inProgress
                    : `${attempt.score} / ${attempt.totalMarks}${percent === null ? '' : ` (${percent} %)`}`}
                  {notes.length > 0 && (
                    <Text fz="xs" c="gray.7">
                      {notes.join(' · ')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </WideTable>
    </Section>
  );
}

function Practice({ report }: { report: StudentReport }) {
  const t = useMessages().insightClass.student;
  const { practice } = report;
  return (
    <Section title={t.practiceTitle}>
      <Text mb={practice.recent.length ? 'sm' : 0}>
        {t.practiceSummary(practice.quizzes, practice.correct, practice.total)}
      </Text>
      {practice.recent.length > 0 && (
        <WideTable label={t.recentQuizzes}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.date}</Table.Th>
              <Table.Th>{t.concept}</Table.Th>
              <Table.Th>{t.subconcept}</Table.Th>
              <Table.Th>{t.result}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {practice.recent.map((quiz) => (
              <Table.Tr key={quiz.id}>
                <Table.Td>{formatDate(quiz.at)}</Table.Td>
                <Table.Td>{quiz.concept.name}</Table.Td>
                <Table.Td>{quiz.subconcept.name}</Table.Td>
                <Table.Td>
                  {quiz.correct} / {quiz.total}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </WideTable>
      )}
    </Section>
  );
}

function Mastery({ report }: { report: StudentReport }) {
  const t = useMessages().insightClass.student;
  const answered = report.mastery.some((curriculum) => curriculum.evidence > 0);
  return (
    <Section title={t.masteryTitle}>
      {!answered ? (
        <Text>{t.masteryEmpty}</Text>
      ) : (
        <Stack gap="md">
          {report.mastery.flatMap((curriculum) =>
            curriculum.courses.map((course) => (
              <Stack key={course.id} gap="xs">
                <MasteryLine name={`${course.name} (${curriculum.name})`} figure={course} strong />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" pl="sm">
                  {course.concepts.map((concept) => (
                    <MasteryLine key={concept.id} name={concept.name} figure={concept} />
                  ))}
                </SimpleGrid>
              </Stack>
            )),
          )}
        </Stack>
      )}
    </Section>
  );
}

function Activity({ report }: { report: StudentReport }) {
  const t = useMessages().insightClass.student;
  return (
    <Section title={t.activityTitle}>
      <Text fz="sm" c="dimmed" mb="sm">
        {t.activityIntro}
      </Text>
      <WideTable label={t.activityTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.week}</Table.Th>
            <Table.Th>{t.examAnswers}</Table.Th>
            <Table.Th>{t.practiceQuizzes}</Table.Th>
            <Table.Th>{t.itemsStudied}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...report.weeks].reverse().map((week) => (
            <Table.Tr key={week.weekStart}>
              <Table.Th scope="row" fw={500}>
                {formatDate(`${week.weekStart}T00:00:00Z`)}
              </Table.Th>
              <Table.Td>{week.answers}</Table.Td>
              <Table.Td>{week.practiceQuizzes}</Table.Td>
              <Table.Td>{week.studyItems}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </WideTable>
    </Section>
  );
}
