import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PersonDetails } from '@pathshala/contracts';
import { Link } from 'react-router';
import { LoadingOrRetry } from '../../components/feedback/loading-or-retry';
import { OutcomeAlert } from '../../components/feedback/outcome-alert';
import { StatusBadge } from '../../components/status-badge';
import { paths } from '../../config/paths';
import { useMessages } from '../../i18n';
import { isApiError } from '../../lib/api-client';
import { usePerson } from './api';
import { PersonAccount } from './person-account';
import { PersonEditForm } from './person-edit-form';

/** One student or teacher: details to edit, their cohorts, and the account's actions. */
export function PersonPage({ personId }: { personId: number }) {
  const t = useMessages();
  const p = t.people.person;
  const person = usePerson(personId);
  if (
    person.isError &&
    isApiError(person.error) &&
    person.error.status !== null &&
    person.error.status < 500
  ) {
    // 404 (nobody), 403 (an admin's id), 400 (not an id): nothing to retry.
    return (
      <OutcomeAlert outcome={{ kind: 'error', body: person.error.translatedServerMessage ?? p.notFound }} />
    );
  }
  if (!person.data) return <LoadingOrRetry query={person} loadFailed={p.loadFailed} />;
  return <PersonSections person={person.data} />;
}

function PersonSections({ person }: { person: PersonDetails }) {
  const t = useMessages();
  const p = t.people.person;
  const listPath = person.type === 'student' ? paths.admin.students : paths.admin.teachers;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath.getHref()} w="fit-content">
        ← {p.backToList(person.type)}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {person.name}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {p.typeLabel(person.type)} · {person.email}
          </Text>
        </Stack>
        <StatusBadge status={person.status} text={p.statuses[person.status]} />
      </Group>

      <Paper withBorder p="md" component="section" aria-labelledby="person-details-title">
        <Title order={3} size="h4" id="person-details-title" mb="sm">
          {p.detailsTitle}
        </Title>
        {/* A saved person restarts the form from what the server kept. */}
        <PersonEditForm key={`${person.id}`} person={person} />
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="person-cohorts-title">
        <Title order={3} size="h4" id="person-cohorts-title" mb="sm">
          {p.cohortsTitle}
        </Title>
        {person.cohorts.length === 0 ? (
          <Text c="dimmed">{p.noCohorts}</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {person.cohorts.map((cohort) => (
              <li key={cohort.id}>
                <Anchor component={Link} to={paths.admin.cohort.getHref(cohort.id)}>
                  {cohort.name}
                </Anchor>{' '}
                <Text span c="dimmed" fz="sm">
                  {p.cohortAt(cohort.trainingCenter.name)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="person-account-title">
        <Title order={3} size="h4" id="person-account-title" mb="sm">
          {p.accountTitle}
        </Title>
        <PersonAccount person={person} />
      </Paper>
    </Stack>
  );
}
