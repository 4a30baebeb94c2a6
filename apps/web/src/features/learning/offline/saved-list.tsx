import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMessages } from '../../../i18n';
import { formatBytes } from '../../../lib/format';
import { useSavedItems } from './saved-content';

/**
 * The items this student saved on the device, each a link to study it, and the practice quizzes of
 * their subconcepts: the way in while offline.
 */
export function SavedList() {
  const t = useMessages().learning.offline;
  const saved = useSavedItems();
  if (!saved.data || saved.data.length === 0) return null;
  const quizzes = [
    ...new Map(
      saved.data.flatMap((item) => (item.practice ? [[item.practice.href, item.practice]] : [])),
    ).values(),
  ];
  return (
    <Card withBorder radius="md" padding="md" data-testid="saved-list">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t.savedList}
        </Title>
        <List spacing={4}>
          {saved.data.map((item) => (
            <List.Item key={item.contentId}>
              <Anchor component={Link} to={item.href}>
                {item.name}
              </Anchor>
              <Text span fz="sm" c="dimmed">
                {' '}
                · {item.place} · {formatBytes(item.size)}
              </Text>
            </List.Item>
          ))}
        </List>
        {quizzes.length > 0 && (
          <List spacing={4}>
            {quizzes.map((quiz) => (
              <List.Item key={quiz.href}>
                <Anchor component={Link} to={quiz.href}>
                  {t.practiceNamed(quiz.name)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
