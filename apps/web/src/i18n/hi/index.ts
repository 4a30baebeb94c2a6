import type { Messages } from '../index';
import { accommodations } from './accommodations';
import { admin } from './admin';
import { backup } from './backup';
import { cohorts } from './cohorts';
import { common } from './common';
import { curriculumEditor } from './curriculum';
import { examRoom } from './exam-room';
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
import { setup } from './setup';
import { student } from './student';
import { teacher } from './teacher';

/** Every visible string of the web app in Hindi: the same files and shape as ../en. */
export const hi: Messages = {
  ...common,
  recovery,
  student,
  learning,
  teacher,
  admin,
  setup,
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
};
