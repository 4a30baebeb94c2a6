import { accommodations } from './accommodations';
import { admin } from './admin';
import { backup } from './backup';
import { cohorts } from './cohorts';
import { curriculumEditor } from './curriculum';
import { examRoom } from './exam-room';
import { enFirst } from './first';
import { insightClass } from './insight-class';
import { insightItems } from './insight-items';
import { insightPractice } from './insight-practice';
import { insightSchool } from './insight-school';
import { learning } from './learning';
import { library } from './library';
import { organisation } from './organisation';
import { people } from './people';
import { questionBank } from './question-bank';
import { recovery } from './recovery';
import { student } from './student';
import { teacher } from './teacher';

/**
 * Every visible string of the web app, nested by screen; each role area keeps its part in a file of
 * this folder. The first page carries only ./first; the rest loads with the first other screen
 * (app/foundations.ts). A translation is a sibling folder with the same shape (see `Messages` in
 * ../index.ts), loaded whole, plus one line in `LANGUAGE_NAMES` of the contracts.
 */
export const en = {
  recovery,
  student,
  learning,
  teacher,
  admin,
  organisation,
  people,
  cohorts,
  curriculumEditor,
  library,
  backup,
  questionBank,
  examRoom,
  insightItems,
  accommodations,
  insightPractice,
  insightClass,
  insightSchool,
  ...enFirst,
};
