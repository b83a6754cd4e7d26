import type { AdminMessageKey } from './sv';

/**
 * What the server and the shared schemas (shared/adminSchemas.ts) say in a refusal, in the API's own words
 * (English), and the admin's text for it: a field error or a refusal shown on a translated screen is said in
 * the staff member's language. A message not listed here is shown as the server wrote it. A unit test fails on
 * an entry whose message no source says any longer.
 */
export const serverMessageKeys: Record<string, AdminMessageKey> = {
  'Please fill in all required fields': 'errors.fillRequired',
  'Enter a valid email address': 'errors.email',
  'Use at least 12 characters': 'errors.passwordShort',
  'Choose a password you have not used here': 'errors.passwordReused',
  'This is not your current password': 'errors.notCurrentPassword',
  'Enter the six digits your app shows': 'twoFactor.codeShape',
  'That code is not right': 'login.codeWrong',
  'Enter a recovery code': 'errors.recoveryCode',
  'Too many wrong codes. Sign in again.': 'errors.tooManyCodes',
  'This link has expired or was used already. Ask for a new one.': 'errors.resetLinkSpent',
  'Two-factor sign-in is on already': 'errors.twoFactorOnAlready',
  'Two-factor sign-in is off': 'twoFactor.turnedOff',
  'Start the setup first': 'errors.startSetup',
  'Two-factor sign-in is required for all staff here; an Admin can change that.': 'errors.twoFactorRequired',
  'Give the passkey a name': 'errors.passkeyName',
  'Use at most 60 characters': 'errors.sixtyCharacters',
  'That passkey is not registered here, or the sign-in took too long. Try again.': 'errors.passkeyUnknown',
  'The passkey could not be checked. Start again: the request lasts five minutes.': 'errors.passkeyUnchecked',
  'This passkey is registered already': 'errors.passkeyTwice',
  'Sign out to end this session': 'errors.endThisSession',
  'Choose Swedish (sv) or English (en)': 'errors.language',
};
