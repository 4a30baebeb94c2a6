import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { RecommendedPractice } from '@pathshala/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useRecommendedPractice } from './api';

/**
 * 'Recommended for you' on the student's dashboard (issue 30): practice her teachers set, each
 * subconcept one tap from its practice quiz, done or overdue said in words. Nothing set: nothing shown.
 */
export function RecommendedCard() {
  const t = useMessages().insightPractice.recommended;
  const list = useRecommendedPractice();
  if (!list.data || list.data.length === 0) return null;
  return (
    <Card
      shadow="sm"
      mb="lg"
      style={{ borderTop: '4px solid var(--mantine-color-orange-6)' }}
      component="section"
      aria-labelledby="recommended-title"
      data-testid="recommended-card"
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="recommended-title">
            {t.title}
          </Title>
          <Text c="dimmed" fz="sm">
            {t.intro}
          </Text>
        </Stack>
        {list.data.map((practice) => (
          <Recommendation key={practice.id} practice={practice} />
        ))}
      </Stack>
    </Card>
  );
}

function Recommendation({ practice }: { practice: RecommendedPractice }) {
  const t = useMessages().insightPractice.recommended;
  return (
    <Stack gap={6} data-testid="recommended-practice">
      <Group gap="xs">
        <Text fz="sm" fw={600}>
          {t.due(formatDate(practice.dueAt))}
        </Text>
        {practice.overdue && (
          <Badge color="red" variant="light" tt="none">
            {t.overdue}
          </Badge>
        )}
        {practice.teacher && (
          <Text fz="sm" c="dimmed">
            {t.from(practice.teacher)}
          </Text>
        )}
      </Group>
      {practice.note && <Text fz="sm">{practice.note}</Text>}
      {practice.subconcepts.map((sc) => (
        <Group key={sc.id} justify="space-between" gap="sm" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{sc.name}</Text>
            <Text fz="sm" c="dimmed">
              {sc.concept.name}
            </Text>
          </Stack>
          {sc.done ? (
            <Badge color="green" variant="light" tt="none" style={{ flexShrink: 0 }}>
              {t.done}
            </Badge>
          ) : (
            <Button
              component={Link}
              to={paths.student.practiceQuiz.getHref(sc.id)}
              size="sm"
              aria-label={t.practiseNamed(sc.name)}
              style={{ flexShrink: 0 }}
            >
              {t.practise}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** The concepts and subconcepts recommended to the student and not yet practised (the journey's markers). */
export function useRecommendedPlaces() {
  const list = useRecommendedPractice();
  const open = (list.data ?? []).flatMap((practice) => practice.subconcepts.filter((sc) => !sc.done));
  return {
    conceptIds: new Set(open.map((sc) => sc.concept.id)),
    subconceptIds: new Set(open.map((sc) => sc.id)),
  };
}
