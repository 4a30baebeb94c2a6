/** First-run setup of an empty install: school name and first admin. */
export const setupEndpoints = {} as const;
