import { Alert, Box, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MyScore } from '@pathshala/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { useMessages } from '../../../i18n';
import { ScoreTable } from './score-table';

// The chart library loads only when this section draws a chart.
const ScoreChart = lazy(() => import('./score-chart'));

/** A line sample beside its words: solid with a circle, or dashed with a square. */
function LineKey({ kind }: { kind: MyScore['kind'] }) {
  const colour = kind === 'assessment' ? 'var(--mantine-color-brand-8)' : 'var(--mantine-color-orange-9)';
  return (
    <svg width="34" height="12" aria-hidden focusable="false">
      <line
        x1="1"
        y1="6"
        x2="33"
        y2="6"
        stroke={colour}
        strokeWidth="2"
        strokeDasharray={kind === 'practice' ? '6 4' : undefined}
      />
      {kind === 'assessment' ? (
        <circle cx="17" cy="6" r="4" fill={colour} />
      ) : (
        <rect x="13" y="2" width="8" height="8" fill={colour} />
      )}
    </svg>
  );
}

/**
 * Scores over time: a summary in words, the chart (for the eye; hidden from screen readers), and the
 * same scores as a table behind a button (the chart's alternative).
 */
export function ScoresOverTime({
  scores,
  loading,
  failed,
}: {
  scores: MyScore[];
  loading: boolean;
  failed: boolean;
}) {
  const t = useMessages().student.mastery;
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const results = scores.filter((score) => score.kind === 'assessment').length;
  const latest = scores.at(-1);
  const summary = `${t.scoresSummary(results, scores.length - results)}${
    latest ? ` ${t.latest(t.kind[latest.kind], latest.name, latest.percentage)}` : ''
  }`;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="scores-over-time"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t.scoresTitle}
        </Title>
        {loading ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>{t.loading}</Text>
          </Group>
        ) : failed ? (
          <Alert color="red" variant="light" role="alert" title={t.scoresLoadFailed} />
        ) : scores.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t.scoresEmpty}
          </Text>
        ) : (
          <>
            <Text fz="sm" data-testid="scores-summary">
              {t.scoresIntro} {summary}
            </Text>
            <Group gap="lg" wrap="wrap" data-testid="scores-key">
              {(['assessment', 'practice'] as const).map((kind) => (
                <Group key={kind} gap={6} wrap="nowrap">
                  <LineKey kind={kind} />
                  <Text fz="sm">{t.kindLine[kind]}</Text>
                </Group>
              ))}
            </Group>
            <Suspense fallback={<Box h={240} />}>
              <ScoreChart scores={scores} labels={t.kind} />
            </Suspense>
            <Button
              variant="default"
              size="sm"
              style={{ alignSelf: 'flex-start' }}
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? t.hideTable : t.showTable}
            </Button>
            <div id={tableId} hidden={!tableShown}>
              {tableShown && <ScoreTable scores={scores} />}
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}
