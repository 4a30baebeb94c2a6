import { Button, Group, Stack, Text } from '@mantine/core';
import { type BankQuestion, QUESTION_BANK_PAGE_SIZE, QuestionExportFormat } from '@pathshala/contracts';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingOrRetry } from '../../../components/feedback/loading-or-retry';
import { OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { PageNav, pageCountOf } from '../../../components/layout/page-nav';
import { useMessages } from '../../../i18n';
import { useDeleteQuestion } from '../api/delete-question';
import { useDuplicateQuestion } from '../api/duplicate-question';
import { useExportQuestions } from '../api/export-questions';
import { useQuestionList } from '../api/list-questions';
import { useRetireOrRestoreQuestion } from '../api/retire-question';
import { isFiltered, queryOfFilters } from '../bank-filters';
import { type BankArea, bankLinks } from '../bank-links';
import { useBankFilters } from '../hooks/use-bank-filters';
import { BankFiltersPanel } from './bank-filters-panel';
import { DeleteQuestionDialog } from './delete-question-dialog';
import { QuestionRow, type RowAction } from './question-row';

/** The bank: filters, a page of questions with what may be done to each, and the ways in and out. */
export function QuestionListPage({ area }: { area: BankArea }) {
  const t = useMessages().questionBank;
  const l = t.list;
  const r = t.row;
  const links = bankLinks(area);
  const navigate = useNavigate();
  const { filters, update, clear } = useBankFilters();
  const query = queryOfFilters(filters);
  const list = useQuestionList({ ...query, page: filters.page, pageSize: QUESTION_BANK_PAGE_SIZE });
  const duplicate = useDuplicateQuestion();
  const retireOrRestore = useRetireOrRestoreQuestion();
  const remove = useDeleteQuestion();
  const exporter = useExportQuestions();
  const { outcome, clearOutcome, report } = useOutcome();
  const [deleting, setDeleting] = useState<BankQuestion | null>(null);
  const resultsId = useId();
  const busy = duplicate.isPending || retireOrRestore.isPending || remove.isPending;

  const act = (action: RowAction, question: BankQuestion) => {
    if (action === 'delete') {
      setDeleting(question);
      return;
    }
    void report(async () => {
      if (action === 'duplicate') {
        const copy = await duplicate.mutateAsync(question.id);
        navigate(links.editQuestion(copy.id), { state: { notice: r.duplicated } });
        return null;
      }
      await retireOrRestore.mutateAsync({ id: question.id, restore: action === 'restore' });
      return action === 'restore' ? r.restored(question.id) : r.retired(question.id);
    }, r.failed);
  };

  const confirmDelete = async () => {
    const question = deleting;
    if (!question) return;
    await report(async () => {
      await remove.mutateAsync(question.id);
      return r.deleted(question.id);
    }, r.failed);
    setDeleting(null);
  };

  const data = list.data;
  const from = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? from + data.questions.length - 1 : 0;

  return (
    <Stack gap="md">
      <Group gap="sm" role="group" aria-label={l.actionsLabel}>
        <Button component={Link} to={links.newQuestion(filters.subconceptId)} h={44}>
          {l.newQuestion}
        </Button>
        <Button component={Link} to={links.importQuestions()} variant="default" h={44}>
          {l.import}
        </Button>
        {QuestionExportFormat.options.map((format) => (
          <Button
            key={format}
            variant="default"
            h={44}
            loading={exporter.isPending && exporter.variables?.format === format}
            disabled={exporter.isPending}
            onClick={() =>
              void report(
                async () => l.exported(await exporter.mutateAsync({ filters: query, format })),
                l.exportFailed,
              )
            }
          >
            {l.exportAs[format]}
          </Button>
        ))}
      </Group>

      <BankFiltersPanel filters={filters} update={update} clear={clear} />
      <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
      <LoadingOrRetry query={list} loadFailed={l.loadFailed} />

      {data && (
        <section aria-labelledby={resultsId} aria-busy={list.isFetching}>
          <Group justify="space-between" mb="sm" gap="xs">
            <Text fw={600} id={resultsId} role="status">
              {l.total(data.total)}
            </Text>
            {data.questions.length > 0 && (
              <Text fz="sm" c="dimmed">
                {l.showing(from, to, data.total)}
              </Text>
            )}
          </Group>
          {data.questions.length === 0 ? (
            <Text c="dimmed">{isFiltered(filters) ? l.empty : l.emptyBank}</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.questions.map((question) => (
                <QuestionRow key={question.id} question={question} links={links} busy={busy} onAction={act} />
              ))}
            </Stack>
          )}
          <Group mt="md">
            <PageNav
              label={l.pages}
              page={data.page}
              pageCount={pageCountOf(data.total, data.pageSize)}
              onChange={(page) => update({ page })}
            />
          </Group>
        </section>
      )}

      <DeleteQuestionDialog
        question={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
