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
