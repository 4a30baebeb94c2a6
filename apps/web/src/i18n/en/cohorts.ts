/** Cohorts: teachers and students, rename, add and remove members. */
export const cohorts = {};
