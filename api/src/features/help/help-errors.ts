/** The help calendar's coded refusals, each with its words in every language. */
import { HELP_LIMITS, HELP_MESSAGES } from '@journeys/shared/domain';
import { AppError } from '../../platform/errors';

/** A slot whose start has passed: next to the date field. */
export function pastSlot(): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    HELP_MESSAGES.pastSlot,
    { date: HELP_MESSAGES.pastSlot },
    {
      key: 'val.helpPastSlot',
    },
  );
}

/** A calendar holds at most HELP_LIMITS.needsMax needs: what one read returns stays bounded. */
export function tooManyNeeds(): AppError {
  const message = `This calendar already has ${HELP_LIMITS.needsMax} needs. Delete some before adding more.`;
  return new AppError('VALIDATION_FAILED', message, { kind: message }, { key: 'val.helpTooManyNeeds' });
}

export function notADayOfNeed(): AppError {
  const message = 'Choose a day of this need.';
  return new AppError('VALIDATION_FAILED', message, { date: message }, { key: 'val.helpNotADay' });
}

/** The same answer for a stopped, expired or made-up invite: nothing tells them apart. */
export function inviteInvalid(): AppError {
  return new AppError('HELP_INVITE_INVALID', HELP_MESSAGES.inviteInvalid);
}

export function slotTaken(): AppError {
  return new AppError('HELP_SLOT_TAKEN', HELP_MESSAGES.slotTaken);
}

export function caregiversFull(): AppError {
  return new AppError('HELP_CAREGIVERS_FULL', HELP_MESSAGES.caregiversFull);
}
