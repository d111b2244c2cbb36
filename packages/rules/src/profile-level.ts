/**
 * The profile level (spec: shopping §9 and account §9 "minProfileLevel 2"; shopping §6 "Profile
 * levels … drive further features"): the shop's decision, docs/adr/0014, is that a shopper whose
 * profile is below MIN_PROFILE_LEVEL completes it before checking out. A profile reaches that level
 * once it holds what identifies the buyer of an order: name, surname, birth date and fiscal code.
 */

/** The level checkout asks for (spec: "minProfileLevel 2"). */
export const MIN_PROFILE_LEVEL = 2;

/** The level of an account whose profile still lacks what checkout needs (e.g. a social sign-up). */
export const INCOMPLETE_PROFILE_LEVEL = 1;

/** The person's fields a profile of MIN_PROFILE_LEVEL holds, all of them non-blank. */
export const PROFILE_LEVEL_FIELDS = ['firstName', 'lastName', 'birthDate', 'fiscalCode'] as const;

/**
 * True when the shopper's level lets her check out. An unknown level (an answer that names none)
 * is no reason to stop her: the shop would refuse the order itself if it minded.
 */
export const mayCheckOut = (level: number | undefined): boolean =>
  level === undefined || !Number.isFinite(level) || level >= MIN_PROFILE_LEVEL;

/** True when a person's saved values reach MIN_PROFILE_LEVEL. */
export const profileReachesMinLevel = (person: Readonly<Record<string, unknown>>): boolean =>
  PROFILE_LEVEL_FIELDS.every((field) => {
    const value = person[field];
    return typeof value === 'string' && value.trim() !== '';
  });

/** The level after a save: raised to MIN_PROFILE_LEVEL once complete, never lowered. */
export const profileLevelAfterSave = (
  level: number,
  person: Readonly<Record<string, unknown>>,
): number =>
  level < MIN_PROFILE_LEVEL && profileReachesMinLevel(person) ? MIN_PROFILE_LEVEL : level;

/**
 * The user's kind and groups, as the cart's and the profile's `user` carry them (spec: shopping
 * §3 Cart user: userType.userTypeId, betaTester, crmUserSegments[crmSegment.crmSegmentId]). Each
 * field may come as text or number (the API is not consistent): these read both.
 */
export interface UserKind {
  userType?: { userTypeId?: number | string | undefined } | undefined;
  betaTester?: string | number | boolean | undefined;
  crmUserSegments?: readonly { crmSegment?: { crmSegmentId?: number | undefined } }[] | undefined;
}

/**
 * spec: shopping §6 "Master account when userTypeId is '1' or '2'": the account that holds the
 * addresses and the people of the account (its orders across both: order/list-for-all-…).
 */
export const isMasterAccount = (user: UserKind | undefined): boolean =>
  ['1', '2'].includes(String(user?.userType?.userTypeId ?? '').trim());

/** spec: shopping §6 "Beta tester when the flag is '1'" (true counts: the flag set). */
export const isBetaTester = (user: UserKind | undefined): boolean =>
  user?.betaTester === true || String(user?.betaTester ?? '').trim() === '1';

/**
 * spec: account §6 "CRM segments on the user can be queried by segment id": the one question
 * every feature a segment decides asks.
 */
export const inCrmSegment = (user: UserKind | undefined, segmentId: number): boolean =>
  user?.crmUserSegments?.some((segment) => segment.crmSegment?.crmSegmentId === segmentId) ?? false;
