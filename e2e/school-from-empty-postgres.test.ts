import { describeSchoolFromEmpty } from './support/school-from-empty-journey';

/** The school-from-empty journey on the PostgreSQL server CI names (TEST_DATABASE_URL); skipped without one. */
describeSchoolFromEmpty('postgres', { skip: !process.env.TEST_DATABASE_URL });
