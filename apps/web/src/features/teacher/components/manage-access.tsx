import {
  Alert,
  Autocomplete,
  Button,
  Group,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TeacherAssessment } from '@pathshala/contracts';
import { type FormEvent, useState } from 'react';
import { useMessages } from '../../../i18n';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAuthorizations, useAuthorize, useRevoke, useTeacherSearch } from '../api/access';
import { formatDate } from '../format';
import { notify } from '../notify';

/** Manage access (owner only): find a teacher by e-mail, grant FULL with notes, list and revoke. */
export function ManageAccess({ assessment }: { assessment: TeacherAssessment }) {
  const t = useMessages();
  const a = t.teacher.access;
  const [email, setEmail] = useState('');
  const [level, setLevel] = useState<string>('FULL');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [debouncedEmail] = useDebouncedValue(email, 250);
  const search = useTeacherSearch(debouncedEmail);
  const authorizations = useAuthorizations(assessment.AM_id);
  const authorize = useAuthorize(assessment.AM_id);
  const revoke = useRevoke(assessment.AM_id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || level !== 'FULL') {
      setError(a.fillRequired);
      return;
    }
    setError(null);
    authorize.mutate(
      { assessmentId: assessment.AM_id, teacherEmail: email.trim(), permissionLevel: 'FULL', notes },
      {
        onSuccess: (result) => {
          notify('success', a.granted(result.authorization.authorized_email));
          setEmail('');
          setNotes('');
        },
        onError: (failure) =>
          setError(isApiError(failure) && failure.serverMessage ? errorMessage(failure) : a.grantFailed),
      },
    );
  };

  const onRevoke = (authId: number, name: string) =>
    revoke.mutate(authId, {
      onSuccess: () => notify('success', a.revoked(name)),
      onError: (failure) =>
        notify(
          'error',
          isApiError(failure) && failure.serverMessage ? errorMessage(failure) : a.revokeFailed,
        ),
    });

  const suggestions = (search.data ?? []).map((teacher) => teacher.TE_Emailid);
  return (
    <Stack gap="xl" maw={720}>
      <Text>{a.intro(assessment.AM_Name)}</Text>
      <Paper withBorder p="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Autocomplete
              label={a.emailLabel}
              description={a.emailHint}
              required
              value={email}
              onChange={setEmail}
              data={suggestions}
              autoComplete="off"
              type="email"
              renderOption={({ option }) => {
                const teacher = search.data?.find((row) => row.TE_Emailid === option.value);
                return teacher
                  ? a.pick(`${teacher.TE_FirstName} ${teacher.TE_LastName}`, teacher.TE_Emailid)
                  : option.value;
              }}
            />
            {debouncedEmail.trim().length >= 3 && search.data?.length === 0 && (
              <Text fz="sm" c="dimmed">
                {a.noMatch}
              </Text>
            )}
            <Radio.Group label={a.levelLabel} required value={level} onChange={setLevel}>
              <Stack gap="xs" mt="xs">
                <Radio value="FULL" label={a.levelFull} />
                <Radio value="EDIT" label={a.levelEdit} disabled />
                <Radio value="VIEW" label={a.levelView} disabled />
              </Stack>
            </Radio.Group>
            <Textarea
              label={a.notesLabel}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
              maxLength={500}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={authorize.isPending}>
                {a.grant}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <section aria-labelledby="access-list-title">
        <Title order={2} size="h3" id="access-list-title" mb="sm">
          {a.listTitle}
        </Title>
        {authorizations.isPending && <Skeleton h={60} />}
        {authorizations.data?.length === 0 && <Text c="dimmed">{a.empty}</Text>}
        <Stack gap="xs">
          {authorizations.data?.map((row) => {
            const name = `${row.authorized_first_name} ${row.authorized_last_name}`;
            return (
              <Paper key={row.AA_id} withBorder p="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Text fw={600}>
                      {name} · {row.AA_permission_level}
                    </Text>
                    <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {row.authorized_email} · {a.grantedOn(formatDate(row.AA_granted_date))}
                    </Text>
                    {row.AA_notes && <Text fz="sm">{row.AA_notes}</Text>}
                  </Stack>
                  <Button
                    size="xs"
                    color="red.8"
                    variant="outline"
                    onClick={() => onRevoke(row.AA_id, name)}
                    aria-label={a.revokeLabel(name)}
                  >
                    {a.revoke}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </section>
    </Stack>
  );
}
