/** A success answer: `success`, the message, and the call's fields. */
export const ok = <T extends object>(message: string, data: T) => ({
  success: true as const,
  message,
  ...data,
});
