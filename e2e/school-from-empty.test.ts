import { describeSchoolFromEmpty } from './support/school-from-empty-journey';

/** The school-from-empty journey on the embedded database (its PostgreSQL run is a file of its own). */
describeSchoolFromEmpty('pglite');
