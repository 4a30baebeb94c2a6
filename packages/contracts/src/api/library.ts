/** Content library: uploads (tus), web links, replace, reorder, retire. */
export const libraryEndpoints = {} as const;
