import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CohortSummary } from '@pathshala/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadingOrRetry } from '../../components/feedback/loading-or-retry';
import { OutcomeAlert } from '../../components/feedback/outcome-alert';
import { PageNav, pageCountOf } from '../../components/layout/page-nav';
import { paths } from '../../config/paths';
import { useMessages } from '../../i18n';
import { isApiError } from '../../lib/api-client';
import { AddMembersPanel } from './add-members-panel';
import { COHORT_STUDENTS_PAGE_SIZE, useCohort, useCohortStudents } from './api';
import { MemberTable } from './member-table';
import { RenameForm } from './rename-form';

const SEARCH_DEBOUNCE_MS = 300;

/** One cohort: its name and semester (editable), its teachers and students, and adding or removing people. */
export function CohortDetail({ cohortId }: { cohortId: number }) {
  const t = useMessages();
  const d = t.cohorts.detail;
  const cohort = useCohort(cohortId);
  const [renaming, setRenaming] = useState(false);
  const [saved, setSaved] = useState('');
  const data = cohort.data;

  const backLink = (
    <Anchor component={Link} to={paths.admin.cohorts.getHref()} fw={600} w="fit-content">
      ← {d.backToList}
    </Anchor>
  );
  if (cohort.isError && isApiError(cohort.error) && cohort.error.status === 404) {
    return (
      <Stack gap="md">
        <OutcomeAlert outcome={{ kind: 'error', body: d.notFound }} />
        {backLink}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {backLink}
      <LoadingOrRetry query={cohort} loadFailed={d.loadFailed} />
      {data && (
        <>
          <OutcomeAlert
            outcome={saved ? { kind: 'success', body: saved } : null}
            onClose={() => setSaved('')}
          />
          {renaming ? (
            <RenameForm
              cohort={data.cohort}
              onDone={(message) => {
                setRenaming(false);
                setSaved(message);
              }}
            />
          ) : (
            <CohortFacts cohort={data.cohort} onRename={() => setRenaming(true)} />
          )}

          <Stack gap="sm" component="section" aria-labelledby="cohort-teachers-title">
            <Title order={2} size="h4" id="cohort-teachers-title">
              {t.cohorts.members.teachersTitle(data.teachers.length)}
            </Title>
            {data.teachers.length === 0 ? (
              <Alert color="orange" variant="light" data-testid="no-teacher">
                {t.cohorts.members.noTeachers}
              </Alert>
            ) : (
              <MemberTable
                cohortId={cohortId}
                cohortName={data.cohort.name}
                members={data.teachers}
                caption={t.cohorts.members.teachersCaption}
              />
            )}
          </Stack>

          <AddMembersPanel cohortId={cohortId} />
          <StudentsSection cohort={data.cohort} />
        </>
      )}
    </Stack>
  );
}

function CohortFacts({ cohort, onRename }: { cohort: CohortSummary; onRename: () => void }) {
  const t = useMessages();
  const d = t.cohorts.detail;
  const fact = (label: string, value: string) => (
    <div>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {fact(d.center, cohort.trainingCenter.name)}
          {fact(d.curriculum, cohort.curriculum.name)}
          {fact(d.semester, cohort.semester ?? d.noSemester)}
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Text fz="sm">{d.members(cohort.studentCount, cohort.teacherCount)}</Text>
          <Button variant="default" onClick={onRename}>
            {t.cohorts.rename.open}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function StudentsSection({ cohort }: { cohort: CohortSummary }) {
  const m = useMessages().cohorts.members;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const students = useCohortStudents(cohort.id, q, page);
  const data = students.data;
  // Removing the last student of the last page leaves that page empty: step back to one that has some.
  const emptyPage = data !== undefined && data.items.length === 0 && page > 1;
  useEffect(() => {
    if (emptyPage) setPage((current) => Math.max(1, current - 1));
  }, [emptyPage]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="cohort-students-title">
      <Title order={2} size="h4" id="cohort-students-title">
        {m.studentsTitle(cohort.studentCount)}
      </Title>
      {cohort.studentCount > 0 && (
        <TextInput
          label={m.searchStudents}
          placeholder={m.searchPlaceholder}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 360 }}
        />
      )}
      <LoadingOrRetry query={students} loadFailed={m.studentsLoadFailed} />
      {data && data.items.length === 0 && <Text c="dimmed">{q ? m.noStudentMatch : m.noStudents}</Text>}
      {data && data.items.length > 0 && (
        <>
          <MemberTable
            cohortId={cohort.id}
            cohortName={cohort.name}
            members={data.items}
            caption={m.studentsCaption}
          />
          <PageNav
            label={m.pages}
            page={data.page}
            pageCount={pageCountOf(data.total, COHORT_STUDENTS_PAGE_SIZE)}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
