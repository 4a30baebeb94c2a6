import {
  Button,
  FileInput,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  MEMBER_LIST_MAX_CHARACTERS,
  type MemberChange,
  type MemberRole,
  type MembersChanged,
  type PersonOption,
  parseMemberList,
} from '@pathshala/contracts';
import { type FormEvent, useId, useState } from 'react';
import { failureMessage } from '../../components/feedback/outcome-alert';
import { useMessages } from '../../i18n';
import { PersonPicker } from '../people/person-picker';
import { useChangeMembers, useChangeMembersFromFile, useChangeMembersFromList } from './api';
import { MembersResult } from './members-result';

const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx', '.xls'];

/**
 * Changes who is in a cohort: pick students or teachers by name or e-mail, paste a list of e-mails
 * or usernames, or upload one; the answer says who changed and which lines were not used.
 */
export function AddMembersPanel({ cohortId }: { cohortId: number }) {
  const a = useMessages().cohorts.add;
  const roleLabelId = useId();
  const [role, setRole] = useState<MemberRole>('student');
  const [result, setResult] = useState<MembersChanged | null>(null);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {a.title}
        </Title>
        <Stack gap={6}>
          <Text fw={600} id={roleLabelId}>
            {a.roleLabel}
          </Text>
          <SegmentedControl
            aria-labelledby={roleLabelId}
            value={role}
            onChange={(value) => setRole(value as MemberRole)}
            data={[
              { value: 'student', label: a.roles.student },
              { value: 'teacher', label: a.roles.teacher },
            ]}
            w={{ base: '100%', sm: 320 }}
          />
        </Stack>
        <Tabs defaultValue="pick" keepMounted={false}>
          <Tabs.List aria-label={a.tabsLabel}>
            <Tabs.Tab value="pick">{a.tabs.pick}</Tabs.Tab>
            <Tabs.Tab value="paste">{a.tabs.paste}</Tabs.Tab>
            <Tabs.Tab value="upload">{a.tabs.upload}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="pick" pt="md">
            <PickPeople key={role} cohortId={cohortId} role={role} onResult={setResult} />
          </Tabs.Panel>
          <Tabs.Panel value="paste" pt="md">
            <PasteList cohortId={cohortId} role={role} onResult={setResult} />
          </Tabs.Panel>
          <Tabs.Panel value="upload" pt="md">
            <UploadList cohortId={cohortId} role={role} onResult={setResult} />
          </Tabs.Panel>
        </Tabs>
        {result && <MembersResult result={result} onClose={() => setResult(null)} />}
      </Stack>
    </Paper>
  );
}

interface ChangeFormProps {
  cohortId: number;
  role: MemberRole;
  onResult: (result: MembersChanged | null) => void;
}

function PickPeople({ cohortId, role, onResult }: ChangeFormProps) {
  const a = useMessages().cohorts.add;
  const [chosen, setChosen] = useState<PersonOption[]>([]);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeMembers();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onResult(null);
    if (chosen.length === 0) return setError(a.pickNone);
    const ids = chosen.map((person) => person.id);
    try {
      onResult(
        await change.mutateAsync({
          cohortId,
          change: 'add',
          ...(role === 'student' ? { studentIds: ids } : { teacherIds: ids }),
        }),
      );
      setChosen([]);
    } catch (failure) {
      setError(failureMessage(failure, a.failed));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PersonPicker
          type={role}
          value={chosen}
          onChange={setChosen}
          label={role === 'student' ? a.pickStudents : a.pickTeachers}
          description={a.pickHint}
          error={error ?? undefined}
        />
        <Button type="submit" disabled={change.isPending} w={{ base: '100%', sm: 'fit-content' }}>
          {change.isPending ? a.working : a.pickSubmit}
        </Button>
      </Stack>
    </form>
  );
}

/** Add to the cohort, or remove from it: a list can do either. */
function ChangeChoice({ value, onChange }: { value: MemberChange; onChange: (value: MemberChange) => void }) {
  const a = useMessages().cohorts.add;
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text fw={600} id={labelId}>
        {a.changeLabel}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(next as MemberChange)}
        data={[
          { value: 'add', label: a.changes.add },
          { value: 'remove', label: a.changes.remove },
        ]}
        w={{ base: '100%', sm: 320 }}
      />
    </Stack>
  );
}

function PasteList({ cohortId, role, onResult }: ChangeFormProps) {
  const a = useMessages().cohorts.add;
  const [change, setChange] = useState<MemberChange>('add');
  const [list, setList] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useChangeMembersFromList(cohortId);
  const entries = parseMemberList(list).length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onResult(null);
    if (entries === 0) return setError(a.pasteEmpty);
    try {
      onResult(await send.mutateAsync({ change, role, list }));
      setList('');
    } catch (failure) {
      setError(failureMessage(failure, a.failed));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ChangeChoice value={change} onChange={setChange} />
        <Textarea
          label={a.pasteLabel}
          description={a.pasteHint}
          autosize
          minRows={4}
          maxRows={14}
          value={list}
          onChange={(event) => setList(event.currentTarget.value)}
          error={error}
          spellCheck={false}
          maxLength={MEMBER_LIST_MAX_CHARACTERS}
          autoCapitalize="off"
        />
        <Text fz="sm" c="dimmed" aria-live="polite">
          {a.pasteCount(entries)}
        </Text>
        <Button type="submit" disabled={send.isPending} w={{ base: '100%', sm: 'fit-content' }}>
          {send.isPending ? a.working : change === 'add' ? a.submitAdd : a.submitRemove}
        </Button>
      </Stack>
    </form>
  );
}

function UploadList({ cohortId, role, onResult }: ChangeFormProps) {
  const t = useMessages();
  const a = t.cohorts.add;
  const [change, setChange] = useState<MemberChange>('add');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useChangeMembersFromFile(cohortId);

  const choose = (chosen: File | null) => {
    setError(null);
    if (chosen && !ACCEPTED_EXTENSIONS.some((extension) => chosen.name.toLowerCase().endsWith(extension))) {
      setFile(null);
      setError(t.admin.bulk.fileType);
      return;
    }
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onResult(null);
    if (!file) return setError(a.uploadNone);
    try {
      onResult(await send.mutateAsync({ file, change, role }));
      setFile(null);
    } catch (failure) {
      setError(failureMessage(failure, a.failed));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ChangeChoice value={change} onChange={setChange} />
        <FileInput
          label={a.uploadLabel}
          description={a.uploadHint}
          accept={ACCEPTED_EXTENSIONS.join(',')}
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': a.clearFile }}
          error={error}
        />
        <Button type="submit" disabled={send.isPending} w={{ base: '100%', sm: 'fit-content' }}>
          {send.isPending ? a.working : change === 'add' ? a.submitAdd : a.submitRemove}
        </Button>
      </Stack>
    </form>
  );
}
