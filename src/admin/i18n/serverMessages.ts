import type { AdminMessageKey } from './sv';

/**
 * What the server, the shared schemas (shared/adminSchemas.ts) and the admin's API clients (src/admin/*.ts: an
 * upload that did not reach the server) say in a refusal, in the API's own words
 * (English), and the admin's text for it: a field error or a refusal shown on a translated screen is said in
 * the staff member's language. A message not listed here is shown as the server wrote it. A unit test fails on
 * an entry whose message no source says any longer.
 */
export const serverMessageKeys: Record<string, AdminMessageKey> = {
  'Please fill in all required fields': 'errors.fillRequired',
  'Internal server error': 'errors.internal',
  'Use a path (/images/…) or an http(s) URL': 'errors.imagePath',
  'A published case study needs titles, and before/after images or a cover': 'errors.caseStudyNeeds',
  'No such project': 'errors.noSuchProject',
  'Enter both dates.': 'errors.bothDates',
  'Title is required': 'errors.titleRequired',
  'A path such as /kampanj/varerbjudande: a–z, 0–9 and -': 'errors.swedishPath',
  'A Swedish address does not start with /en or /sv': 'errors.swedishPathPrefix',
  'A path such as /en/campaign/spring-offer: a–z, 0–9 and -': 'errors.englishPath',
  'Title is required for the English version': 'errors.titleRequiredEn',
  'Excerpt is required': 'errors.excerptRequired',
  'Excerpt is required for the English version': 'errors.excerptRequiredEn',
  'Category is required': 'errors.categoryRequired',
  'Category is required for the English version': 'errors.categoryRequiredEn',
  'Date is required': 'errors.dateRequired',
  'Slug is required': 'errors.slugRequired',
  'Use lowercase letters, digits and hyphens only': 'errors.slugShape',
  'Choose published or a time, not both': 'errors.publishedOrTime',
  'Pick a date and time': 'errors.pickDateTime',
  'Another post already has this slug': 'errors.slugTaken',
  'No such post': 'errors.noSuchPost',
  'Someone else saved this post after you opened it. See their version before you save again.':
    'errors.postConflict',
  'Pick a time in the future': 'errors.futureTime',
  'No such revision': 'errors.noSuchRevision',
  'The start date must be on or before the end date.': 'errors.startAfterEnd',
  'The end date cannot be after today.': 'errors.endAfterToday',
  'Give from and to as YYYY-MM-DD dates': 'errors.rangeDates',
  'The range ends before it begins': 'errors.rangeBackwards',
  'The range begins in the future': 'errors.rangeFuture',
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
  'Enter the old address': 'errors.oldAddress',
  'Enter where visitors should go': 'errors.newAddress',
  'Choose 301 or 302': 'errors.redirectKind',
  'Enter the path only, without the domain (for example /old-page)': 'errors.pathOnly',
  'Start with / (for example /old-page or /en/old-page)': 'errors.startWithSlash',
  'An address has no spaces (write %20 for one)': 'errors.noSpaces',
  'Leave out the ? and what follows: a redirect matches the path and keeps the visitor’s query':
    'errors.noQuery',
  'This is no page’s address: a broken %-encoding, a control character, a \\ or an encoded /, ? or #':
    'errors.notAPagePath',
  'The home page cannot be redirected': 'errors.homeNotRedirected',
  'Only page addresses can be redirected, not the API’s, the admin’s or files’': 'errors.onlyPages',
  'An address ending in a file extension is a file here, not a page': 'errors.fileAddress',
  'Enter a whole web address, such as https://example.com/page': 'errors.wholeAddress',
  'An address with a user name or password cannot be used': 'errors.addressWithUser',
  'Enter a path on this site (/new-page) or an address starting with http:// or https://':
    'errors.pathOrAddress',
  'Redirect to a page of the site, not the API, the admin or a file': 'errors.redirectToPage',
  'A redirect cannot lead to its own address': 'errors.redirectToItself',
  'No such redirect': 'errors.noSuchRedirect',
  'No such path': 'errors.noSuchPath',
  'Describe the image in Swedish': 'errors.altSv',
  'Describe the image in English': 'errors.altEn',
  'Describe the image in both languages': 'errors.altBoth',
  'Upload a JPEG, PNG, WebP or AVIF image.': 'errors.imageType',
  'The image could not be read: the file is damaged or incomplete.': 'errors.imageDamaged',
  'The image could not be read: it has no size.': 'errors.imageNoSize',
  'The server restarted before the image was processed. Upload it again.': 'errors.imageRestarted',
  'The image could not be processed. Upload it again; if it fails again, tell the developers.':
    'errors.imageUnprocessed',
  'The image was deleted.': 'errors.imageDeleted',
  'Choose an image to upload': 'errors.chooseImage',
  'No such image': 'errors.noSuchImage',
  'No such image in the media library': 'errors.noSuchLibraryImage',
  'A user with this email already exists': 'errors.userExists',
  'This address is invited already: send the invitation again': 'errors.invitedAlready',
  'No such open invitation': 'errors.noOpenInvitation',
  'This invitation has expired, was revoked or was used already. Ask an Admin for a new one.':
    'errors.invitationSpent',
  'There is a staff account with this e-mail already: sign in, or reset its password':
    'errors.invitationTaken',
  'Cannot delete main admin accounts': 'errors.mainAccounts',
  'You cannot delete your own account': 'errors.deleteSelf',
  'No such user': 'errors.noSuchUser',
  'The main admin accounts stay Admins': 'errors.mainAccountsStayAdmins',
  'You cannot change your own role': 'errors.ownRole',
  'Turn on two-factor sign-in for your own account first (My account)': 'errors.twoFactorFirst',
  'Turn your own off on My account': 'errors.ownTwoFactor',
  'The upload was cancelled.': 'errors.uploadCancelled',
  'The upload did not reach the server. Check the connection and try again.': 'errors.uploadUnreached',
  'The image was uploaded, but whether it was processed could not be asked. Look for it in the library, or upload it again.':
    'errors.uploadUnknown',
};

/**
 * Messages the server makes with names in them (an address, a number): the English text of each key is the
 * server's sentence with `{name}` where it puts a value, so the message is recognised by that shape and said again
 * in the staff member's language with the same values.
 */
export const serverMessageShapes: readonly AdminMessageKey[] = [
  'errors.atMostCharacters',
  'errors.redirectTaken',
  'errors.redirectLoop',
  'errors.redirectChain',
  'errors.redirectIncoming',
  'errors.fileTooLarge',
  'errors.imageTooLarge',
  'errors.uploadFailed',
  'errors.atMostDays',
  'errors.rangeAtMost',
];
