import { Alert, Code, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../../i18n';
import { cohortLabel, PrintSlipsButton, SignInSlips, type SlipPerson, slipGroups } from './sign-in-slips';

/** The choice of slips to print: every group, or one cohort's. */
const EVERY = 'every';

/**
 * Generated first passwords, said to be shown only now, with their slips to print: all of them, or
 * (people placed in two or more cohorts) one cohort's at a time. The screen that made them holds them
 * in its state alone; leaving it forgets them.
 */
export function GeneratedPasswords({
  people,
  list = true,
}: {
  people: readonly SlipPerson[];
  list?: boolean;
}) {
  const t = useMessages().people.firstPasswords;
  const [chosen, setChosen] = useState(EVERY);
  if (people.length === 0) return null;
  const groups = slipGroups(people);
  const printed = chosen === EVERY ? groups : groups.filter((group) => group.key === chosen);
  const shown = printed.length > 0 ? printed : groups;
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
        {groups.length > 1 && (
          <Select
            label={t.slipsOf}
            description={t.slipsOfHint}
            data={[
              { value: EVERY, label: t.everyCohort(people.length) },
              ...groups.map((group) => ({
                value: group.key,
                label: t.groupOption(
                  group.cohort ? cohortLabel(group.cohort) : t.slip.noCohort,
                  group.people.length,
                ),
              })),
            ]}
            value={chosen}
            onChange={(value) => setChosen(value ?? EVERY)}
            allowDeselect={false}
            w={{ base: '100%', sm: 420 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="slips-of"
          />
        )}
        <PrintSlipsButton count={shown.reduce((sum, group) => sum + group.people.length, 0)} />
      </Stack>
      <SignInSlips groups={shown} />
    </Alert>
  );
}
