/** Students and teachers: browse, search, edit, deactivate, reset; search-as-you-type pickers. */
export const people = {
  picker: {
    placeholder: 'Type a name or e-mail',
    typeMore: (min: number) => `Type at least ${min} characters to search`,
    searching: 'Searching…',
    noMatch: 'Nobody matches',
    searchFailed: 'Search failed. Keep typing to try again.',
    matches: (label: string) => `Matches for ${label}`,
    remove: (name: string) => `Remove ${name}`,
    inactive: 'Inactive',
    pending: 'Pending',
    option: (name: string, email: string) => `${name} (${email})`,
    chosen: (count: number) => (count === 1 ? '1 chosen' : `${count} chosen`),
    full: (max: number) => (max === 1 ? 'Remove the chosen person to pick another' : `At most ${max} people`),
  },
};
