import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { BankQuestion } from '@pathshala/contracts';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadingOrRetry } from '../../../components/feedback/loading-or-retry';
import { OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useDuplicateQuestion } from '../api/duplicate-question';
import { useQuestion } from '../api/get-question';
import { usePlaces } from '../api/places';
import { useRetireOrRestoreQuestion } from '../api/retire-question';
import { type BankArea, type BankLinks, bankLinks } from '../bank-links';
import { editorStateOf } from '../editor-state';
import { QuestionEditor } from './question-editor';

/**
 * /…/question-bank/new and /…/question-bank/:questionId/edit: the editor, with what the caller may
 * not do said first (an older version, a retired question, someone else's) and the way on.
 */
export function QuestionEditorPage({ area, questionId }: { area: BankArea; questionId?: number }) {
  const t = useMessages().questionBank;
  const e = t.editor;
  const links = bankLinks(area);
  const location = useLocation();
  const { notice, listSearch, writeAnotherIn } = editorStateOf(location.state);
  const [params] = useSearchParams();
  const places = usePlaces();
  const editing = questionId !== undefined;
  const loaded = useQuestion(editing ? questionId : null);
  const question = editing ? loaded.data?.question : undefined;
  const fromPlace = Number(params.get('subconcept'));

  const back = (
    <Anchor component={Link} to={`${links.list()}${listSearch ?? ''}`} fw={600} w="fit-content">
      {t.entry.backToBank}
    </Anchor>
  );
  if (!places.data || (editing && !loaded.data)) {
    return (
      <Stack gap="md">
        {back}
        <LoadingOrRetry
          query={places.data ? loaded : places}
          loadFailed={places.data ? e.loadFailed : t.place.loadFailed}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {back}
      {notice && (
        <Alert color="green" variant="light" role="status">
          <Stack gap={4}>
            <Text c="green.9">{notice}</Text>
            {writeAnotherIn && (
              <Anchor component={Link} to={links.newQuestion(writeAnotherIn)} state={{ listSearch }} fw={600}>
                {e.writeAnother}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      {question && <ReadOnlyNotice question={question} links={links} listSearch={listSearch} />}
      <QuestionEditor
        // A new version, a restore or another question starts the form again from the server's copy.
        key={question ? `${question.id}-${question.status}-${question.actions.edit}` : 'new'}
        tree={places.data}
        question={question}
        initialSubconceptId={Number.isInteger(fromPlace) && fromPlace > 0 ? fromPlace : undefined}
        readOnly={question ? !question.actions.edit : false}
        links={links}
        listSearch={listSearch}
      />
      {editing && loaded.data && loaded.data.versions.length > 0 && (
        <Stack gap={4} component="section" aria-labelledby="question-versions">
          <Title order={2} size="h5" id="question-versions">
            {e.versions}
          </Title>
          <List size="sm">
            {loaded.data.versions.map((version) => (
              <List.Item key={version.id}>
                <Anchor component={Link} to={links.editQuestion(version.id)} state={{ listSearch }}>
                  {e.versionItem(version.version, formatDateTime(version.updatedAt))}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

/** Why the form cannot be changed, and the one step that helps: the current version, Restore, Duplicate. */
function ReadOnlyNotice({
  question,
  links,
  listSearch,
}: {
  question: BankQuestion;
  links: BankLinks;
  listSearch?: string;
}) {
  const t = useMessages().questionBank;
  const e = t.editor;
  const navigate = useNavigate();
  const restore = useRetireOrRestoreQuestion();
  const duplicate = useDuplicateQuestion();
  const { outcome, clearOutcome, report } = useOutcome();
  if (question.actions.edit) return null;

  let body: string;
  let action: React.ReactNode = null;
  if (question.replacedById) {
    body = e.replacedNotice;
    action = (
      <Anchor component={Link} to={links.editQuestion(question.replacedById)} state={{ listSearch }} fw={600}>
        {e.openCurrent}
      </Anchor>
    );
  } else if (question.status === 'RETIRED') {
    body = e.retiredNotice;
    if (question.actions.restore)
      action = (
        <Button
          h={44}
          w="fit-content"
          loading={restore.isPending}
          onClick={() =>
            void report(async () => {
              await restore.mutateAsync({ id: question.id, restore: true });
              return t.row.restored(question.id);
            }, t.row.failed)
          }
        >
          {e.restore}
        </Button>
      );
  } else {
    body = e.notYours;
    action = (
      <Button
        h={44}
        w="fit-content"
        loading={duplicate.isPending}
        onClick={() =>
          void report(async () => {
            const copy = await duplicate.mutateAsync(question.id);
            navigate(links.editQuestion(copy.id), { state: { notice: t.row.duplicated, listSearch } });
            return null;
          }, t.row.failed)
        }
      >
        {e.duplicate}
      </Button>
    );
  }
  return (
    <Stack gap="xs">
      <Alert color="orange" variant="light" data-testid="read-only-notice">
        <Group gap="sm" justify="space-between" align="center">
          <Text c="orange.9" fz="sm" style={{ flex: '1 1 220px' }}>
            {body}
          </Text>
          {action}
        </Group>
      </Alert>
      <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
    </Stack>
  );
}
