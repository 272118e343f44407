/**
 * The help calendar: its needs and sign-ups, its invite link, its helpers and caregivers. Each
 * check is spelled `process.env.NODE_ENV === 'production' ? data : checked(...)` so the build
 * folds it and no schema (nor zod) reaches a production bundle.
 */
import { http, postOnce } from '@journeys/shared/api';
import { checked } from '../api/check-response';
import {
  helpCalendarListSchema,
  helpCalendarSchema,
  helpInvitePreviewSchema,
  helpInviteSchema,
  helpNeedSchema,
  helpSlotSchema,
  pendingCaregiverSchema,
  type HelpCalendar,
  type HelpCalendarList,
  type HelpInvite,
  type HelpInvitePreview,
  type HelpNeed,
  type HelpNeedInput,
  type HelpSlot,
} from '../domain/wire';

export type PendingCaregiver = HelpCalendar['pendingCaregivers'][number];

/** The calendars the member belongs to, with the places still open in each this week. */
export async function fetchHelpCalendars(signal?: AbortSignal): Promise<HelpCalendarList> {
  const { data } = await http.get<HelpCalendarList>('/help/calendars', { signal });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(helpCalendarListSchema, data, 'GET /help/calendars');
}

/** One surgery's calendar; 404 for anyone who does not belong to it. */
export async function fetchHelpCalendar(surgeryId: number, signal?: AbortSignal): Promise<HelpCalendar> {
  const { data } = await http.get<HelpCalendar>(`/help/calendars/${surgeryId}`, { signal });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(helpCalendarSchema, data, 'GET /help/calendars/:surgery');
}

/** Sent with the submission's Idempotency-Key: a retry after a timeout adds the need once. */
export async function addHelpNeed(surgeryId: number, need: HelpNeedInput): Promise<HelpNeed> {
  const data = await postOnce<HelpNeed>(`/help/calendars/${surgeryId}/needs`, need);
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(helpNeedSchema, data, 'POST /help/calendars/:surgery/needs');
}

export async function editHelpNeed(needId: number, need: HelpNeedInput): Promise<HelpNeed> {
  const { data } = await http.put<HelpNeed>(`/help/needs/${needId}`, need);
  return process.env.NODE_ENV === 'production' ? data : checked(helpNeedSchema, data, 'PUT /help/needs/:id');
}

export async function deleteHelpNeed(needId: number): Promise<void> {
  await http.delete(`/help/needs/${needId}`);
}

const slotPath = (needId: number, date: string) =>
  `/help/needs/${needId}/days/${encodeURIComponent(date)}/signup`;

/** 'I can help': 409 HELP_SLOT_TAKEN when someone took the last place first. */
export async function signUpForSlot(needId: number, date: string): Promise<HelpSlot> {
  const { data } = await http.put<HelpSlot>(slotPath(needId, date));
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(helpSlotSchema, data, 'PUT /help/needs/:id/days/:date/signup');
}

/** "I can't make it anymore". */
export async function cancelSignup(needId: number, date: string): Promise<void> {
  await http.delete(slotPath(needId, date));
}

/** A new invite link, replacing any old one. */
export async function createHelpInvite(surgeryId: number): Promise<HelpInvite> {
  const { data } = await http.post<HelpInvite>(`/help/calendars/${surgeryId}/invite`);
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(helpInviteSchema, data, 'POST /help/calendars/:surgery/invite');
}

/** 'Stop this link'. */
export async function stopHelpInvite(surgeryId: number): Promise<void> {
  await http.delete(`/help/calendars/${surgeryId}/invite`);
}

/** What a token leads to; the token travels in the body, never in a URL. */
export async function previewHelpInvite(token: string): Promise<HelpInvitePreview> {
  const { data } = await http.post<HelpInvitePreview>('/help/invites/preview', { token });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(helpInvitePreviewSchema, data, 'POST /help/invites/preview');
}

/** Joins as a helper, or becomes a caregiver for a caregiver invitation. */
export async function acceptHelpInvite(token: string): Promise<HelpInvitePreview> {
  const { data } = await http.post<HelpInvitePreview>('/help/invites/accept', { token });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(helpInvitePreviewSchema, data, 'POST /help/invites/accept');
}

/** Removes a helper (owner, caregiver) or leaves the calendar (the helper themself). */
export async function removeHelper(surgeryId: number, userId: number): Promise<void> {
  await http.delete(`/help/calendars/${surgeryId}/helpers/${userId}`);
}

/** The owner invites a caregiver by email; the answer never says whether the email is a member's. */
export async function inviteCaregiver(surgeryId: number, email: string): Promise<PendingCaregiver> {
  const { data } = await http.post<PendingCaregiver>(`/help/calendars/${surgeryId}/caregivers`, { email });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(pendingCaregiverSchema, data, 'POST /help/calendars/:surgery/caregivers');
}

export async function removeCaregiver(surgeryId: number, userId: number): Promise<void> {
  await http.delete(`/help/calendars/${surgeryId}/caregivers/${userId}`);
}

export async function withdrawCaregiverInvitation(invitationId: number): Promise<void> {
  await http.delete(`/help/caregiver-invitations/${invitationId}`);
}
