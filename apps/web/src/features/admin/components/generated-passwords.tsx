import { Alert, Code, Stack, Text } from '@mantine/core';
import { useMessages } from '../../../i18n';
import { PrintSlipsButton, SignInSlips, type SlipPerson } from './sign-in-slips';

/**
 * Generated first passwords, said to be shown only now, with their slips to print. The screen that
 * made them holds them in its state alone; leaving it forgets them.
 */
export function GeneratedPasswords({
  people,
  list = true,
}: {
  people: readonly SlipPerson[];
  list?: boolean;
}) {
  const t = useMessages().people.firstPasswords;
  if (people.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={t.shownOnceTitle}
      data-testid="generated-passwords"
      styles={{ title: { color: 'var(--mantine-color-orange-9)' } }}
    >
      <Stack gap="sm">
        <Text fz="sm">{t.shownOnce(people.length)}</Text>
        {list &&
          people.map((person) => (
            <Text key={person.username} fz="sm">
              {t.passwordOf(person.name)}:{' '}
              <Code fz="md" fw={700} data-testid="generated-password">
                {person.password}
              </Code>
            </Text>
          ))}
        <PrintSlipsButton count={people.length} />
      </Stack>
      <SignInSlips people={people} />
    </Alert>
  );
}
