import { Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { UserType } from '@pathshala/contracts';
import { Link } from 'react-router';
import { homeHref, paths } from '../../../config/paths';
import { type Messages, useMessages } from '../../../i18n';
import { useSession } from '../../../lib/session-provider';
import { AppPage } from '../../layouts/app-page';

export interface QuickLink {
  label: string;
  href: string;
}

/** The 404 page's quick links for each kind of user (signed out: the sign-in page). */
export function quickLinksFor(t: Messages, type: UserType | undefined): QuickLink[] {
  const links = t.notFound.links;
  switch (type) {
    case 'student':
      return [
        { label: links.dashboard, href: paths.student.home.getHref() },
        { label: links.learning, href: paths.student.learning.getHref() },
        { label: links.assessments, href: paths.student.assessments.getHref() },
      ];
    case 'teacher':
      return [
        { label: links.dashboard, href: paths.teacher.home.getHref() },
        { label: links.assessments, href: paths.teacher.assessments.getHref() },
        { label: links.createAssessment, href: paths.teacher.createAssessment.getHref() },
      ];
    case 'admin':
      return [
        { label: links.dashboard, href: paths.admin.home.getHref() },
        { label: links.addUser, href: paths.admin.addUser.getHref() },
        { label: links.manageAdmins, href: paths.admin.manageAdmins.getHref() },
      ];
    default:
      return [{ label: links.login, href: paths.login.getHref() }];
  }
}

/** Any unknown path: quick links and a home button that fit the user. */
export function NotFoundRoute() {
  const t = useMessages();
  const { user } = useSession();
  const links = quickLinksFor(t, user?.type);

  return (
    <AppPage title={t.notFound.pageTitle}>
      <Paper withBorder shadow="sm" p="xl" maw={560} mx="auto">
        <Stack gap="md" align="flex-start">
          <Text fz={48} fw={800} c="brand.8" lh={1} aria-hidden="true">
            {t.notFound.code}
          </Text>
          <Title order={1}>{t.notFound.title}</Title>
          <Text>{t.notFound.body}</Text>
          <nav aria-labelledby="quick-links-title">
            <Title order={2} size="h4" id="quick-links-title" mb="xs">
              {t.notFound.quickLinks}
            </Title>
            <List spacing="xs">
              {links.map((link) => (
                <List.Item key={link.href}>
                  <Anchor component={Link} to={link.href} fw={600}>
                    {link.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </nav>
          <Button component={Link} to={user ? homeHref(user.type) : paths.login.getHref()}>
            {user ? t.notFound.goToDashboard : t.notFound.goToLogin}
          </Button>
        </Stack>
      </Paper>
    </AppPage>
  );
}
