/** Students and teachers: browse, search, edit, deactivate, reset; search-as-you-type pickers. */
export const peopleEndpoints = {} as const;
