import { Alert, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { useCohortActivity, useCohortMastery, useMyCohorts } from './api';
import { buildRows, coursesOf, DEFAULT_SORT, type Sort, visibleConcepts } from './class-grid';
import { ClassGrid } from './class-grid-table';

/**
 * The teacher's class view (issue 30): pick a cohort, read its students x concepts grid with each
 * student's study, practice, assessments and last activity, sort and filter it, open a student.
 * The header's actions area takes the calls that act on the class (who needs help).
 */
export function ClassView({
  cohortId,
  onChooseCohort,
  studentHref,
}: {
  cohortId: number | null;
  onChooseCohort: (cohortId: number) => void;
  studentHref: (studentId: number) => string;
}) {
  const t = useMessages().insightClass;
  const whoNeedsHelp = useMessages().insightPractice.needsHelp.title;
  const cohorts = useMyCohorts();
  const options = (cohorts.data ?? []).map((cohort) => ({
    value: String(cohort.CH_id),
    label: `${cohort.name} · ${cohort.curriculum}`,
  }));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Title order={1} size="h2" c="brand.9">
            {t.title}
          </Title>
          <Text c="dimmed" mt={4} maw={640}>
            {t.intro}
          </Text>
        </div>
        {/* Actions on the chosen cohort (cohortId) go in this area, e.g. the 'Who needs help' link. */}
        <Group gap="sm" data-testid="class-view-actions">
          {cohortId !== null && (
            <Button component={Link} to={paths.teacher.needsHelp.getHref(cohortId)} variant="light">
              {whoNeedsHelp}
            </Button>
          )}
        </Group>
      </Group>

      {cohorts.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t.loading}</Text>
        </Group>
      ) : cohorts.isError ? (
        <Alert color="red" variant="light" role="alert" title={t.loadFailed}>
          <Button variant="default" size="xs" onClick={() => cohorts.refetch()}>
            {t.retry}
          </Button>
        </Alert>
      ) : options.length === 0 ? (
        <Text>{t.noCohorts}</Text>
      ) : (
        <Select
          label={t.cohortLabel}
          placeholder={t.cohortPlaceholder}
          data={options}
          value={cohortId === null ? null : String(cohortId)}
          onChange={(value) => value && onChooseCohort(Number(value))}
          allowDeselect={false}
          maw={480}
          comboboxProps={{ withinPortal: true }}
        />
      )}

      {cohortId === null ? (
        options.length > 0 && <Text>{t.chooseCohort}</Text>
      ) : (
        <CohortClass key={cohortId} cohortId={cohortId} studentHref={studentHref} />
      )}
    </Stack>
  );
}

/** One cohort's grid with its filters. */
function CohortClass({ cohortId, studentHref }: { cohortId: number; studentHref: (id: number) => string }) {
  const t = useMessages().insightClass;
  const mastery = useCohortMastery(cohortId);
  const activity = useCohortActivity(cohortId);
  const [courseId, setCourseId] = useState<number | null>(null);
  const [conceptId, setConceptId] = useState<number | null>(null);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const titleId = useId();

  if (mastery.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t.loading}</Text>
      </Group>
    );
  if (mastery.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={t.loadFailed}>
        <Button variant="default" size="xs" onClick={() => mastery.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  const grid = mastery.data;
  const rows = buildRows(grid, activity.data);
  const courses = coursesOf(grid.concepts);
  const conceptChoices = visibleConcepts(grid.concepts, { courseId, conceptId: null });
  const shown = visibleConcepts(grid.concepts, { courseId, conceptId });

  return (
    <Stack gap="md">
      {activity.isError && (
        <Alert color="orange" variant="light" role="alert" title={t.activityFailed}>
          <Button variant="default" size="xs" onClick={() => activity.refetch()}>
            {t.retry}
          </Button>
        </Alert>
      )}
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t.courseFilter}
          data={[
            { value: '', label: t.allCourses },
            ...courses.map((course) => ({ value: String(course.id), label: course.name })),
          ]}
          value={courseId === null ? '' : String(courseId)}
          onChange={(value) => {
            setCourseId(value ? Number(value) : null);
            setConceptId(null);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label={t.conceptFilter}
          data={[
            { value: '', label: t.allConcepts },
            ...conceptChoices.map((concept) => ({ value: String(concept.id), label: concept.name })),
          ]}
          value={conceptId === null ? '' : String(conceptId)}
          onChange={(value) => setConceptId(value ? Number(value) : null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      <div>
        <Title order={2} size="h4" id={titleId}>
          {t.gridTitle} · {grid.cohort.name}
        </Title>
        <Text fz="sm" c="dimmed">
          {t.studentCount(rows.length)} · {t.gridHint}
        </Text>
        <Text fz="sm" c="dimmed">
          {t.legend}
        </Text>
      </div>
      {rows.length === 0 ? (
        <Text>{t.noStudents}</Text>
      ) : (
        <ClassGrid
          titleId={titleId}
          rows={rows}
          concepts={shown}
          sort={sort}
          onSort={setSort}
          activityLoading={activity.isPending}
          studentHref={studentHref}
        />
      )}
    </Stack>
  );
}
