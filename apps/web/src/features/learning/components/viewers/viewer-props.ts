import type { ContentItem } from '@pathshala/contracts';
import type { StudyTracker } from '../../hooks/use-study-progress';

/** What every study viewer gets: the item (with its bookmark) and the progress tracker. */
export interface ViewerProps {
  content: ContentItem;
  tracker: StudyTracker;
}
