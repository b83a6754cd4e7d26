/** The two protected accounts of test databases, with known passwords. */
export const testAdmins = [
  { email: 'admin@novaweb.se', password: 'test-password-admin-1' },
  { email: 'support@novaweb.se', password: 'test-password-admin-2' },
];

export const testBaseUrl = 'https://www.novaweb.se';
