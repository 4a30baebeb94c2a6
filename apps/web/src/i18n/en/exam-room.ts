/** The live exam room and receipts (issue 14). */
export const examRoom = {};
