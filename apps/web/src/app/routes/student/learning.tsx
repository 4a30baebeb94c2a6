import { useRecommendedPlaces } from '../../../features/insight/practice-assignments/recommended-card';
import { LearningJourney } from '../../../features/learning/components/learning-journey';
import { RecommendedContext } from '../../../features/learning/components/recommended-marker';
import { useMessages } from '../../../i18n';
import { StudentPage } from '../../layouts/student-page';

/** /student/learning: the learning journey. */
export function StudentLearningRoute() {
  const t = useMessages().learning.journey;
  // Practice her teachers set shows as a marker on those concepts and subconcepts (issue 30).
  const recommended = useRecommendedPlaces();
  return (
    <StudentPage pageTitle={t.pageTitle} title={t.title} intro={t.intro} backLabel={t.backToDashboard}>
      <RecommendedContext.Provider value={recommended}>
        <LearningJourney />
      </RecommendedContext.Provider>
    </StudentPage>
  );
}
