/** Training partners and centers: list, create, edit, deactivate. */
export const organisationEndpoints = {} as const;
