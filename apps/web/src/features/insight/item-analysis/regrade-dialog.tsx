import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import type { ItemQuestion, RegradeInput, RegradeKind } from '@pathshala/contracts';
import { useState } from 'react';
import { notify } from '../../../components/feedback/notify';
import { MathText } from '../../../components/math-text';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { usePreviewRegrade, useRegrade } from './api';

/**
 * Regrade one question: correct the key, give full marks, or drop it. The server counts what would
 * change before the teacher confirms; nothing changes until then.
 */
export function RegradeDialog({
  assessmentId,
  question,
  label,
  onClose,
}: {
  assessmentId: number;
  question: ItemQuestion;
  label: string;
  onClose: () => void;
}) {
  const t = useMessages().insightItems;
  const [kind, setKind] = useState<RegradeKind>('KEY');
  const firstOther = question.options.find((o) => o.option !== question.key)?.option ?? question.key;
  const [option, setOption] = useState<number>(firstOther);
  const input: RegradeInput =
    kind === 'KEY'
      ? { questionId: question.questionId, kind, correctOption: option }
      : { questionId: question.questionId, kind };
  const preview = usePreviewRegrade(assessmentId, input);
  const regrade = useRegrade(assessmentId);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t.regrade.title(label)}
      size="lg"
      closeButtonProps={{ 'aria-label': t.regrade.cancel }}
    >
      <Stack gap="md">
        <Radio.Group
          value={kind}
          onChange={(value) => setKind(value as RegradeKind)}
          label={t.regrade.kindLabel}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="KEY" label={t.regrade.key} description={t.regrade.keyHint} />
            <Radio value="FULL_MARKS" label={t.regrade.fullMarks} description={t.regrade.fullMarksHint} />
            <Radio value="DROP" label={t.regrade.drop} description={t.regrade.dropHint} />
          </Stack>
        </Radio.Group>
        {kind === 'KEY' ? (
          <Radio.Group
            value={String(option)}
            onChange={(value) => setOption(Number(value))}
            label={t.regrade.optionLabel}
            description={t.regrade.undoHint}
          >
            <Stack gap="xs" mt="xs">
              {question.options.map((o) => (
                <Radio
                  key={o.option}
                  value={String(o.option)}
                  label={
                    <span>
                      {t.optionNumber(o.option)}: <MathText text={o.text} scrollFocusable={false} />
                      {o.option === question.bankKey ? ` ${t.regrade.bankKey}` : ''}
                    </span>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        <div role="status" aria-live="polite">
          {preview.isFetching ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text fz="sm">{t.regrade.checking}</Text>
            </Group>
          ) : preview.data ? (
            <Text fw={600}>
              {t.regrade.preview(preview.data.answeredAttempts, preview.data.changedScores)}
            </Text>
          ) : preview.isError ? (
            <Text c="red.9">{`${t.regrade.previewFailed} ${errorMessage(preview.error)}`}</Text>
          ) : null}
        </div>
        {regrade.isError ? (
          <Alert color="red" variant="light" role="alert">
            {`${t.regrade.failed} ${errorMessage(regrade.error)}`}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.regrade.cancel}
          </Button>
          <Button
            color="red.9"
            loading={regrade.isPending}
            disabled={!preview.data || preview.isFetching}
            onClick={() =>
              regrade.mutate(input, {
                onSuccess: (data) => {
                  notify('success', t.regrade.done(data.changedScores));
                  onClose();
                },
              })
            }
          >
            {t.regrade.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
