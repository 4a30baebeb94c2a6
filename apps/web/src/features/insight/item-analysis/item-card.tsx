import { Button, Group, List, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ItemQuestion } from '@pathshala/contracts';
import { MathText } from '../../../components/math-text';
import { useMessages } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { percent, twoPlaces } from './figures';

/** A share as its number and a bar (the number carries the meaning; the bar is only a picture of it). */
function Share({ value }: { value: number | null }) {
  const t = useMessages().insightItems;
  return (
    <Stack gap={2}>
      <Text fz="sm">{value === null ? '–' : t.share(percent(value))}</Text>
      {value === null ? null : <Progress value={value * 100} size="sm" aria-hidden color="blue.8" />}
    </Stack>
  );
}

/** One question's figures, flags in words, options by group, and its regrade action. */
export function ItemCard({
  question,
  label,
  onRegrade,
}: {
  question: ItemQuestion;
  label: string;
  onRegrade: () => void;
}) {
  const t = useMessages().insightItems;
  const f = t.figures;
  const regrade = question.regrade;
  const facts: Array<[string, string]> = [
    [f.saw, String(question.seenCount)],
    [f.answered, String(question.answeredCount)],
    [
      f.facility,
      question.facility === null
        ? '–'
        : `${t.share(percent(question.facility))} (${question.correctCount}/${question.seenCount})`,
    ],
    [f.pointBiserial, twoPlaces(question.pointBiserial)],
    [f.difference, twoPlaces(question.upperLowerDifference)],
    [
      f.time,
      question.medianSeconds === null ? f.notKnown : f.seconds(String(Math.round(question.medianSeconds))),
    ],
  ];
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={`item-${question.questionId}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h4" id={`item-${question.questionId}`}>
              {label}
            </Title>
            <Text fz="sm" c="dimmed">
              {question.poolId !== null ? `${t.poolQuestion} · ` : ''}
              {t.marks(question.marks)}
            </Text>
          </div>
          <Button variant="light" onClick={onRegrade} aria-label={t.regrade.openFor(label)}>
            {t.regrade.open}
          </Button>
        </Group>
        <MathText text={question.text} />
        {regrade ? (
          <Text fw={600} c="blue.9">
            {regrade.kind === 'KEY'
              ? t.regraded.KEY(regrade.correctOption ?? question.key, formatDate(regrade.regradedAt))
              : t.regraded[regrade.kind](formatDate(regrade.regradedAt))}
          </Text>
        ) : null}
        {question.seenCount === 0 ? null : question.flags.length > 0 ? (
          <List spacing={4} listStyleType="none" p={0}>
            {question.flags.map((flag) => (
              <List.Item key={flag}>
                {/* Words, not a badge: a badge keeps to one line and would widen a phone's page. */}
                <Text
                  fz="sm"
                  fw={600}
                  c={flag === 'CHECK_KEY' ? 'red.9' : 'orange.9'}
                  pl="xs"
                  style={{ borderLeft: '3px solid currentColor' }}
                >
                  {t.flags[flag]}
                </Text>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text fz="sm" c="dimmed">
            {t.noFlags}
          </Text>
        )}
        {question.seenCount === 0 ? null : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" component="dl" m={0}>
            {facts.map(([term, value]) => (
              <div key={term}>
                <Text component="dt" fz="xs" c="dimmed">
                  {term}
                </Text>
                <Text component="dd" m={0} fw={600}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
        {question.seenCount === 0 ? (
          <Text fz="sm" role="note">
            {t.notSeen}
          </Text>
        ) : (
          // Fixed layout: the columns share a phone's width and the option texts wrap.
          <Table verticalSpacing={4} horizontalSpacing={4} fz="sm" captionSide="top" layout="fixed">
            <Table.Caption style={{ textAlign: 'left' }}>{t.optionsTitle}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w="34%">
                  {t.optionColumn}
                </Table.Th>
                <Table.Th scope="col" fz="xs">
                  {t.chosenColumn}
                </Table.Th>
                <Table.Th scope="col" fz="xs">
                  {t.upperColumn}
                </Table.Th>
                <Table.Th scope="col" fz="xs">
                  {t.lowerColumn}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {question.options.map((option) => (
                <Table.Tr key={option.option}>
                  <Table.Th scope="row" fw={option.isKey ? 700 : 400}>
                    <span>
                      {option.option}. <MathText text={option.text} scrollFocusable={false} />
                    </span>
                    {option.isKey ? (
                      <Text span fz="xs" fw={700} c="green.9" ml={4}>
                        ({t.key})
                      </Text>
                    ) : null}
                  </Table.Th>
                  <Table.Td>{option.chosenCount}</Table.Td>
                  <Table.Td>
                    <Share value={option.upperShare} />
                  </Table.Td>
                  <Table.Td>
                    <Share value={option.lowerShare} />
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row" fw={400}>
                  {t.skipped}
                </Table.Th>
                <Table.Td>{question.seenCount - question.answeredCount}</Table.Td>
                <Table.Td>
                  <Share value={question.upperSkippedShare} />
                </Table.Td>
                <Table.Td>
                  <Share value={question.lowerSkippedShare} />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
