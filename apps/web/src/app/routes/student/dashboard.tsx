import { SimpleGrid, Text } from '@mantine/core';
import { FeatureCard } from '../../../components/layout/feature-card';
import { ProfileHero } from '../../../components/layout/profile-hero';
import { paths } from '../../../config/paths';
import { WaitingAssessments } from '../../../features/attempts/components/waiting-assessments';
import { RecommendedCard } from '../../../features/insight/practice-assignments/recommended-card';
import { ContinueCard } from '../../../features/learning/components/continue-card';
import { useMessages } from '../../../i18n';
import { useSession } from '../../../lib/session-provider';
import { AppPage } from '../../layouts/app-page';

/** /student: the student's home with its four cards. */
export function StudentDashboardRoute() {
  const t = useMessages();
  const { user } = useSession();
  const d = t.student.dashboard;
  return (
    <AppPage title={d.pageTitle}>
      <ProfileHero title={d.title} name={user?.name ?? ''}>
        <Text c="dimmed">{d.intro}</Text>
      </ProfileHero>
      {user && <WaitingAssessments studentId={user.id} />}
      {user && <ContinueCard userId={user.id} />}
      <RecommendedCard />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <FeatureCard
          title={d.learningTitle}
          body={d.learningBody}
          href={paths.student.learning.getHref()}
          action={d.learningAction}
        />
        <FeatureCard
          title={d.assessmentsTitle}
          body={d.assessmentsBody}
          href={paths.student.assessments.getHref()}
          action={d.assessmentsAction}
        />
        <FeatureCard
          title={d.analyticsTitle}
          body={d.analyticsBody}
          href={paths.student.mastery.getHref()}
          action={d.analyticsAction}
        />
        <FeatureCard title={d.messagesTitle} body={d.messagesBody} />
      </SimpleGrid>
    </AppPage>
  );
}
