import { NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { AccommodationStudent } from '@pathshala/contracts';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingOrRetry } from '../../components/feedback/loading-or-retry';
import { OutcomeAlert, useOutcome } from '../../components/feedback/outcome-alert';
import { useMessages } from '../../i18n';
import { useAccommodationCohorts, useCohortExtraTime } from './api';
import { ExtraTimeDialog } from './extra-time-dialog';
import { studentName } from './format';
import { RemoveExtraTimeDialog } from './remove-extra-time-dialog';
import { type RemoveTarget, StudentExtraTimeRow } from './student-extra-time-row';

/** The chosen cohort lives in the address (?cohort=), so a reload or Back keeps it. */
function useChosenCohort() {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('cohort'));
  const cohortId = Number.isInteger(value) && value > 0 ? value : null;
  const choose = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('cohort');
        else next.set('cohort', String(id));
        return next;
      },
      { replace: true },
    );
  return [cohortId, choose] as const;
}

const matches = (student: AccommodationStudent, query: string) =>
  `${studentName(student)} ${student.email ?? ''} ${student.username}`.toLowerCase().includes(query);

/**
 * Extra time of a cohort's students, for a teacher (their cohorts) and an admin (all): choose a
 * cohort, find a student, set or change the caller's row in a dialog (a teacher's own, an admin's
 * school-wide), remove a row after a confirm; each student shows what applies in the cohort's exams.
 */
export function ExtraTimePage({ area }: { area: 'teacher' | 'admin' }) {
  const t = useMessages().accommodations;
  const [cohortId, choose] = useChosenCohort();
  const cohorts = useAccommodationCohorts();
  const students = useCohortExtraTime(cohortId);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AccommodationStudent | null>(null);
  const [removing, setRemoving] = useState<RemoveTarget | null>(null);
  const { outcome, setOutcome, clearOutcome } = useOutcome();
  const listId = useId();

  // One cohort to choose from: it is chosen already.
  const only = cohorts.data?.length === 1 ? cohorts.data[0] : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly loaded single cohort chooses itself
  useEffect(() => {
    if (only && cohortId === null) choose(only.id);
  }, [only?.id]);

  const options = (cohorts.data ?? []).map((cohort) => ({
    value: String(cohort.id),
    label: t.cohorts.option(cohort.name, cohort.trainingCenter.name),
  }));
  const query = search.trim().toLowerCase();
  const data = cohortId === null ? undefined : students.data;
  const shown = data ? data.students.filter((student) => matches(student, query)) : [];

  return (
    <Stack gap="md">
      <LoadingOrRetry query={cohorts} loadFailed={t.cohorts.loadFailed} />
      {cohorts.data?.length === 0 && (
        <Text c="dimmed">{area === 'teacher' ? t.cohorts.none : t.cohorts.noneAdmin}</Text>
      )}
      {cohorts.data && cohorts.data.length > 0 && (
        <Paper withBorder p="md">
          <NativeSelect
            label={t.cohorts.label}
            data={[{ value: '', label: t.cohorts.placeholder, disabled: cohortId !== null }, ...options]}
            value={cohortId === null ? '' : String(cohortId)}
            onChange={(event) => {
              clearOutcome();
              setSearch('');
              choose(event.currentTarget.value ? Number(event.currentTarget.value) : null);
            }}
            maw={520}
          />
        </Paper>
      )}
      <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
      {cohorts.data && cohorts.data.length > 0 && cohortId === null && (
        <Text c="dimmed">{t.cohorts.chooseFirst}</Text>
      )}
      {cohortId !== null && <LoadingOrRetry query={students} loadFailed={t.students.loadFailed} />}
      {data && (
        <section aria-labelledby={listId}>
          <Stack gap="sm">
            <Text fw={600} id={listId} role="status">
              {t.students.summary(data.cohort.studentCount, data.cohort.withExtraTime)}
            </Text>
            {data.students.length > 0 && (
              <TextInput
                label={t.students.searchLabel}
                placeholder={t.students.searchPlaceholder}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                maxLength={100}
                autoComplete="off"
                maw={520}
              />
            )}
            {data.students.length === 0 && <Text c="dimmed">{t.students.empty}</Text>}
            {data.students.length > 0 && shown.length === 0 && <Text c="dimmed">{t.students.noMatch}</Text>}
            <Stack
              gap="xs"
              component="ul"
              aria-label={t.students.listLabel(data.cohort.name)}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {shown.map((student) => (
                <StudentExtraTimeRow
                  key={student.id}
                  student={student}
                  cohortId={data.cohort.id}
                  onSet={setEditing}
                  onRemove={setRemoving}
                />
              ))}
            </Stack>
          </Stack>
        </section>
      )}
      <ExtraTimeDialog
        student={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setOutcome({ kind: 'success', body: message });
        }}
      />
      <RemoveExtraTimeDialog
        target={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(message) => {
          setRemoving(null);
          setOutcome({ kind: 'success', body: message });
        }}
      />
    </Stack>
  );
}
