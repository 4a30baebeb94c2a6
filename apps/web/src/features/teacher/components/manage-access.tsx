import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type PersonOption, TEACHER_SEARCH_MIN_CHARS, type TeacherAssessment } from '@pathshala/contracts';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../components/feedback/notify';
import { useMessages } from '../../../i18n';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { colleagueSearch } from '../../people/api';
import { PersonPicker } from '../../people/person-picker';
import { useShare, useShares, useStopSharing } from '../api/sharing';

/**
 * Manage access (owner only): pick colleagues by typing a name or e-mail, grant each FULL with
 * notes, list and revoke.
 */
export function ManageAccess({ assessment }: { assessment: TeacherAssessment }) {
  const t = useMessages();
  const a = t.teacher.access;
  const sharing = t.people.sharing;
  const [colleagues, setColleagues] = useState<PersonOption[]>([]);
  const [pickerError, setPickerError] = useState<string | undefined>();
  const [level, setLevel] = useState<string>('FULL');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shares = useShares(assessment.AM_id);
  const share = useShare(assessment.AM_id);
  const stopSharing = useStopSharing(assessment.AM_id);
  // Revoking takes a colleague's access away at once, so it asks first.
  const [toRevoke, setToRevoke] = useState<{ authId: number; name: string } | null>(null);

  // One grant per chosen colleague, through the existing authorize call; those refused stay chosen.
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (colleagues.length === 0 || level !== 'FULL') {
      setPickerError(colleagues.length === 0 ? a.fillRequired : undefined);
      setError(colleagues.length === 0 ? null : a.fillRequired);
      return;
    }
    setPickerError(undefined);
    setError(null);
    const granted: string[] = [];
    const refused: PersonOption[] = [];
    const reasons: string[] = [];
    for (const colleague of colleagues) {
      try {
        const result = await share.mutateAsync({
          assessmentId: assessment.AM_id,
          teacherEmail: colleague.email,
          permissionLevel: 'FULL',
          notes,
        });
        granted.push(result.authorization.authorized_email);
      } catch (failure) {
        refused.push(colleague);
        reasons.push(
          sharing.failedOne(
            colleague.name,
            isApiError(failure) && failure.serverMessage ? errorMessage(failure) : a.grantFailed,
          ),
        );
      }
    }
    if (granted.length > 0) notify('success', sharing.grantedAll(granted));
    setColleagues(refused);
    if (reasons.length > 0) setError(reasons.join('\n'));
    else setNotes('');
  };

  const onRevoke = (authId: number, name: string) =>
    stopSharing.mutate(authId, {
      onSuccess: () => {
        setToRevoke(null);
        notify('success', a.revoked(name));
      },
      onError: (failure) =>
        notify(
          'error',
          isApiError(failure) && failure.serverMessage ? errorMessage(failure) : a.revokeFailed,
        ),
    });

  return (
    <Stack gap="xl" maw={720}>
      <Text>{a.intro(assessment.AM_Name)}</Text>
      <Paper withBorder p="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <PersonPicker
              type="teacher"
              minChars={TEACHER_SEARCH_MIN_CHARS}
              label={sharing.colleaguesLabel}
              description={sharing.colleaguesHint}
              required
              value={colleagues}
              onChange={(next) => {
                setColleagues(next);
                setPickerError(undefined);
              }}
              error={pickerError}
              searchFn={colleagueSearch}
            />
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
              <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
                {error}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={share.isPending}>
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
        {shares.isPending && <Skeleton h={60} />}
        {shares.data?.length === 0 && <Text c="dimmed">{a.empty}</Text>}
        <Stack gap="xs">
          {shares.data?.map((row) => {
            const name = `${row.authorized_first_name} ${row.authorized_last_name}`;
            return (
              <Paper key={row.AA_id} withBorder p="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Text fw={600}>
                      {name} · {a.level(row.AA_permission_level)}
                    </Text>
                    <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {row.authorized_email} · {a.grantedOn(formatDate(row.AA_granted_date))}
                    </Text>
                    {row.AA_notes && <Text fz="sm">{row.AA_notes}</Text>}
                  </Stack>
                  <Button
                    size="xs"
                    color="red.9"
                    variant="outline"
                    onClick={() => setToRevoke({ authId: row.AA_id, name })}
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

      <Modal
        opened={toRevoke !== null}
        onClose={() => setToRevoke(null)}
        title={toRevoke ? a.revokeTitle(toRevoke.name) : ''}
        closeButtonProps={{ 'aria-label': t.teacher.common.close }}
        centered
      >
        {toRevoke && (
          <>
            <Text mb="lg">{a.revokeBody(toRevoke.name, assessment.AM_Name)}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setToRevoke(null)}>
                {t.teacher.common.cancel}
              </Button>
              <Button
                color="red.9"
                loading={stopSharing.isPending}
                onClick={() => onRevoke(toRevoke.authId, toRevoke.name)}
              >
                {a.revokeConfirm}
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </Stack>
  );
}
