import { Group, Text } from '@mantine/core';
import { useMessages } from '../i18n';

/** The product's logo: decorative, the name beside it is the text. */
export function Logo({ size = 32 }: { size?: number }) {
  return <img src="/favicon.svg" width={size} height={size} alt="" aria-hidden="true" />;
}

/**
 * Logo, product name and, from a phone's width up, the school's name, on one line (cut to what the
 * right side leaves). On a phone the logo alone: PageShell shows the school's name under the header's
 * row. The link around it carries both names for screen readers. The name is React text: never markup.
 */
export function BrandMark({ schoolName }: { schoolName: string | null }) {
  const t = useMessages();
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Logo />
      <Text component="span" fw={700} fz="lg" c="brand.9" visibleFrom="xs">
        {t.app.name}
      </Text>
      {schoolName !== null && (
        <Text
          component="span"
          fw={600}
          c="dark.6"
          truncate="end"
          miw={0}
          visibleFrom="xs"
          title={schoolName}
          data-testid="school-name"
          style={{
            borderLeft: '1px solid var(--mantine-color-gray-4)',
            paddingLeft: 'var(--mantine-spacing-xs)',
          }}
        >
          {schoolName}
        </Text>
      )}
    </Group>
  );
}
