import { paths } from '../../../config/paths';
import { SchoolAnalyticsView } from '../../../features/insight/school-analytics/school-analytics-view';
import { useMessages } from '../../../i18n';
import { BackLinkScreen } from '../../layouts/back-link-screen';

/** /admin/analytics: the school's view per center and cohort (issue 30). */
export function AdminAnalyticsRoute() {
  const t = useMessages().insightSchool;
  return (
    <BackLinkScreen
      pageTitle={t.pageTitle}
      title={t.title}
      intro={t.intro}
      back={{ href: paths.admin.home.getHref(), label: t.backToDashboard }}
    >
      <SchoolAnalyticsView />
    </BackLinkScreen>
  );
}
