/** The pages of the credentials feature (spec: account §2), for links from other pages. */
export const EMAIL_CHANGE_PATH = '/profile/update-email';
export const PASSWORD_CHANGE_PATH = '/profile/update-password';
/** The confirmation of a password change (spec: account §2 profile-confirmed). */
export const PASSWORD_CHANGED_PATH = '/profile/profile-confirmed';
/** Where the mailed link of an e-mail change leads (reference-backend requestEmailChange). */
export const EMAIL_CONFIRMED_PATH = '/email-confirmed';
