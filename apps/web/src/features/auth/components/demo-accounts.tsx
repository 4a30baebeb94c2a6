import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { type Messages, useMessages } from '../../../i18n';
import { DEMO_ACCOUNTS, type DemoAccount } from '../demo-accounts';

export function demoAccountLabel(t: Messages, account: DemoAccount): string {
  if (account.type === 'teacher') return t.login.demo.teacher(account.number ?? 1);
  return account.type === 'admin' ? t.login.demo.admin : t.login.demo.student;
}

/** Demo sign-in shortcuts: each fills the form (it does not sign in by itself). */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const t = useMessages();
  const hintId = useId();
  return (
    <Paper
      component="section"
      withBorder
      p="lg"
      aria-labelledby={`${hintId}-title`}
      data-testid="demo-accounts"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${hintId}-title`}>
          {t.login.demo.title}
        </Title>
        <Text fz="sm" c="dimmed" id={hintId}>
          {t.login.demo.hint}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {DEMO_ACCOUNTS.map((account) => (
            <Button
              key={account.username}
              variant="light"
              h="auto"
              py={8}
              justify="flex-start"
              aria-describedby={hintId}
              title={t.login.demo.fill(demoAccountLabel(t, account), account.username)}
              onClick={() => onPick(account)}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            >
              <Stack gap={0} align="flex-start">
                <Text component="span" fw={700} fz="sm">
                  {demoAccountLabel(t, account)}
                </Text>
                <Text component="span" fz="xs" style={{ wordBreak: 'break-all' }}>
                  {account.username}
                </Text>
              </Stack>
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
