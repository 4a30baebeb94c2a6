import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMessages } from '../../i18n';
import { useSchoolName } from '../../lib/school-name';
import { BrandMark } from '../brand-mark';

export interface PageShellProps {
  /** The document title's first part. */
  title: string;
  /** Right side of the header (the signed-in user, Sign Out). */
  headerRight?: ReactNode;
  children: ReactNode;
  /** Width of the content column. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * Every screen's frame: a skip link, a header with the brand and the school's name, and one main
 * landmark. The document title names the page, then the school.
 */
export function PageShell({ title, headerRight, children, size = 'lg' }: PageShellProps) {
  const t = useMessages();
  const schoolName = useSchoolName();
  return (
    <>
      <title>{t.app.pageTitle(title, schoolName)}</title>
      <a href="#main-content" className="skip-link">
        {t.app.skipToContent}
      </a>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size={size} py="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Link
              to={paths.root.getHref()}
              aria-label={schoolName === null ? t.app.homeLink : t.app.homeLinkAt(schoolName)}
              style={{ textDecoration: 'none', minWidth: 0, flex: '0 1 auto' }}
            >
              <BrandMark schoolName={schoolName} />
            </Link>
            {/* The language, the user and Sign Out keep their size; the school's name gives way. */}
            {headerRight && <Box style={{ flexShrink: 0 }}>{headerRight}</Box>}
          </Group>
          {/* A phone's header row has room for the logo only: the name takes a row of its own, there
              from the first render (empty until the name is known) so nothing moves when it arrives. */}
          <Text
            hiddenFrom="xs"
            fz="sm"
            fw={600}
            c="dark.6"
            lh={1.45}
            mih="1.45em"
            lineClamp={2}
            mt={6}
            aria-hidden="true"
            data-testid="school-name-row"
          >
            {schoolName}
          </Text>
        </Container>
      </Box>
      <Container component="main" id="main-content" tabIndex={-1} size={size} py="xl" px="md">
        {children}
      </Container>
    </>
  );
}
