import { Alert, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useItemAnalysis } from './api';
import { questionNumber, reliabilityBand, twoPlaces } from './figures';
import { ItemCard } from './item-card';
import { RegradeDialog } from './regrade-dialog';

/** The item analysis of one served assessment: reliability, then a card per question with its regrade. */
export function ItemAnalysisView({ assessmentId }: { assessmentId: number }) {
  const t = useMessages().insightItems;
  const [servingId, setServingId] = useState<number | null>(null);
  const [regrading, setRegrading] = useState<number | null>(null);
  const analysis = useItemAnalysis(assessmentId, servingId);

  if (analysis.isPending) return <Skeleton h={320} />;
  if (analysis.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={t.loadFailed}>
        {errorMessage(analysis.error)}
      </Alert>
    );
  const data = analysis.data;
  const band = reliabilityBand(data.kr20);
  const labelOf = (index: number) =>
    data.questions[index]!.seqNum === null
      ? `${t.question(questionNumber(data, index))} (${t.poolQuestion})`
      : t.question(questionNumber(data, index));
  const open = regrading === null ? -1 : data.questions.findIndex((q) => q.questionId === regrading);

  return (
    <Stack gap="lg">
      <Title order={1}>{t.title(data.assessment.name)}</Title>
      <Text>{t.intro}</Text>
      {data.servings.length > 1 ? (
        <Select
          label={t.servingLabel}
          maw={360}
          data={[
            { value: '', label: t.allServings },
            ...data.servings.map((s) => ({ value: String(s.id), label: s.cohortName })),
          ]}
          value={servingId === null ? '' : String(servingId)}
          onChange={(value) => setServingId(value ? Number(value) : null)}
          allowDeselect={false}
        />
      ) : null}
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text fw={600}>{t.attempts(data.attemptCount)}</Text>
          {data.attemptCount > 1 ? <Text fz="sm">{t.groups(data.groupSize)}</Text> : null}
          <Title order={2} size="h4" mt="xs">
            {t.reliabilityTitle}
          </Title>
          <Text>{band === 'none' ? t.reliability.none : t.reliability[band](twoPlaces(data.kr20))}</Text>
          <Text fz="sm" c="dimmed">
            {t.timeNote}
          </Text>
        </Stack>
      </Paper>
      {data.attemptCount === 0 ? <Text role="status">{t.noAttempts}</Text> : null}
      {data.questions.map((question, index) => (
        <ItemCard
          key={question.questionId}
          question={question}
          label={labelOf(index)}
          onRegrade={() => setRegrading(question.questionId)}
        />
      ))}
      {open >= 0 ? (
        <RegradeDialog
          assessmentId={assessmentId}
          question={data.questions[open]!}
          label={labelOf(open)}
          onClose={() => setRegrading(null)}
        />
      ) : null}
    </Stack>
  );
}
