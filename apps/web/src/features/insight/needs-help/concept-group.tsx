import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { NeedsHelpConcept } from '@pathshala/contracts';
import { useMessages } from '../../../i18n';

const fullName = (s: { firstName: string; lastName: string }) => `${s.firstName} ${s.lastName}`.trim();

/** One concept of 'who needs help': the group, what they missed, what they have not opened, and acting on it. */
export function ConceptGroup({
  concept,
  onAssign,
}: {
  concept: NeedsHelpConcept;
  onAssign: (concept: NeedsHelpConcept) => void;
}) {
  const t = useMessages().insightPractice.needsHelp;
  const of = concept.students.length;
  const headingId = `needs-help-concept-${concept.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="needs-help-concept"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="h3" id={headingId}>
              {concept.name}
            </Title>
            <Text fz="sm" c="dimmed">
              {t.course(concept.course.name)}
            </Text>
          </Stack>
          <Badge color="red" variant="light" size="lg" tt="none">
            {t.studentsBelow(of)}
          </Badge>
        </Group>
        {concept.thinEvidence > 0 && (
          <Text fz="sm" c="dimmed">
            {t.thin(concept.thinEvidence)}
          </Text>
        )}

        <Title order={3} fz="md">
          {t.studentsTitle}
        </Title>
        <List spacing={4} size="sm">
          {concept.students.map((s) => (
            <List.Item key={s.id}>
              <Text span fw={600} fz="sm">
                {fullName(s)}
              </Text>{' '}
              <Text span fz="sm">
                {t.figure(Math.round(s.mastery * 100), s.evidence)}
              </Text>
            </List.Item>
          ))}
        </List>

        <Title order={3} fz="md">
          {t.missedTitle}
        </Title>
        {concept.missedQuestions.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t.missedNone}
          </Text>
        ) : (
          <List spacing={4} size="sm">
            {concept.missedQuestions.map((q) => (
              <List.Item key={q.id}>
                <Text span fz="sm">
                  {q.text}
                </Text>{' '}
                <Text span fz="sm" fw={600}>
                  ({t.missedBy(q.missedBy, of)})
                </Text>
              </List.Item>
            ))}
          </List>
        )}

        <Title order={3} fz="md">
          {t.unopenedTitle}
        </Title>
        {concept.unopenedContent.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t.unopenedNone}
          </Text>
        ) : (
          <List spacing={4} size="sm">
            {concept.unopenedContent.map((item) => (
              <List.Item key={item.id}>
                <Text span fz="sm">
                  {item.name} ({item.type})
                </Text>{' '}
                <Text span fz="sm" fw={600}>
                  {t.notOpenedBy(item.notOpenedBy, of)}
                </Text>
              </List.Item>
            ))}
          </List>
        )}

        <Group>
          <Button onClick={() => onAssign(concept)} aria-label={t.assignNamed(concept.name)}>
            {t.assign}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
