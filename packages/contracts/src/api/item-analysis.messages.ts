/** The words of item analysis and regrade (issue 30), for the API's answers and the web's catalogue. */
export const itemAnalysisMessages = {
  loaded: 'Item analysis loaded',
  previewed: 'Regrade previewed',
  regraded: (attempts: number) =>
    attempts === 1 ? 'Regraded: 1 attempt rescored' : `Regraded: ${attempts} attempts rescored`,
  /** Unknown, or a serving of another assessment: the same words. */
  servingNotFound: 'Serving not found',
  notServed: 'Item analysis needs an assessment that has been served',
  questionNotOnAssessment: 'This question is not on this assessment',
  keyNeeded: 'Choose the option that is right (1 to 4)',
  keyOnlyForKey: 'An option is given only when the key is corrected',
  optionEmpty: 'That option is empty on this question',
  regradeNotYourCohorts:
    'A regrade changes the scores of every cohort this assessment was served to: only a teacher of all of them, or an administrator, can make it.',
  regradeBusy: 'Another regrade of this assessment is running. Try again when it has finished.',
} as const;
