import { Avatar, Group, Text } from '@mantine/core';
import type { SessionUser } from '@pathshala/contracts';
import { LanguageSwitch } from '../../../components/chrome/language-switch';
import { initialOf } from '../../../lib/format';
import { SignOutButton } from './sign-out-button';

/** The language, the signed-in user's initial and name, and Sign Out: the right side of a role area's header. */
export function UserHeader({ user }: { user: SessionUser }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <LanguageSwitch signedIn />
      <Avatar color="brand" variant="filled" radius="xl" aria-hidden="true" visibleFrom="xs">
        {initialOf(user.name)}
      </Avatar>
      <Text fw={600} visibleFrom="xs" lineClamp={1} maw={220}>
        {user.name}
      </Text>
      <SignOutButton />
    </Group>
  );
}
