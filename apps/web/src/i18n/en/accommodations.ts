/** Extra time that lives on a student (issue 14). */
export const accommodations = {};
