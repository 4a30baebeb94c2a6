/** The admin area: dashboard, accounts, centers, cohorts and request queues. */
export const admin = {
  dashboard: {
    pageTitle: 'Admin Dashboard',
    title: 'Admin Dashboard',
    role: 'System Administrator',
    emailLabel: 'Email',
    noEmail: 'No email on file',
    quickActionsTitle: 'Quick actions',
    addUser: 'Add User',
    addUserBody: 'Create student and teacher accounts, one by one or from a file.',
    manageAdmins: 'Manage Admins',
    manageAdminsBody: 'Review requests for administrator access.',
  },
  addUserTitle: 'Add User',
  manageAdminsTitle: 'Manage Admins',
};
