/**
 * Entities of docs/product.md §3 as the API returns them. Dates are ISO strings on the wire;
 * `surgeryDate` is a date-only 'YYYY-MM-DD'.
 */

export type Side = 'left' | 'right' | 'bilateral';
export const SIDES: readonly Side[] = ['left', 'right', 'bilateral'];

export interface Profile {
  id: number;
  username: string;
  /** Null falls back to the default logo (docs/product.md §3). */
  image: string | null;
  background: string;
  /** Member since. */
  createdAt: string;
  surgeryCount: number;
}

export interface CurrentUser extends Profile {
  email: string | null;
}

/** Login and account-creation responses carry the bearer token with the user. */
export interface AuthenticatedUser extends CurrentUser {
  token: string;
}

export interface State {
  id: number;
  name: string;
  code: string;
}

export interface SurgeryType {
  id: number;
  name: string;
  description: string;
}

export interface Surgeon {
  npi: string;
  name: string;
  address: string;
  stateName: string | null;
}

export interface Procedure {
  /** The surgery type id, or null for a type the member added themselves. */
  id: number | null;
  name: string;
  description: string;
  side: Side;
  /** True when the right side is involved (right or bilateral). */
  right: boolean;
}

export interface Update {
  id: number;
  reviewId: number;
  rating: number | null;
  symptom: number;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export interface Review {
  id: number;
  state: State;
  surgeon: Surgeon;
  procedures: Procedure[];
  rating: number | null;
  symptom: number;
  description: string;
  surgeryDate: string;
  createdAt: string;
  updatedAt: string;
  /** Oldest first. */
  updates: Update[];
  commentCount: number;
  patient: Profile;
}

export interface ReviewPage {
  reviews: Review[];
  /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
  nextCursor: string | null;
}

export interface Comment {
  id: number;
  reviewId: number;
  parentId: number | null;
  text: string;
  createdAt: string;
  read: boolean;
  patient: Profile;
  nestedComments: Comment[];
}

export interface Notification {
  id: number;
  isRead: boolean;
  reviewId: number;
  /** The parent comment when the notification is for a reply (docs/product.md §3); null for a comment on a surgery. */
  commentId: number | null;
  /** The comment or reply that caused the notification: the deep link's target. */
  sourceCommentId: number;
  text: string;
  createdAt: string;
  patient: Profile;
}

export interface DoctorSearchResult {
  npi: string;
  name: string;
  address: string;
}

export interface DoctorSearchPage {
  doctors: DoctorSearchResult[];
  hasMore: boolean;
}

/**
 * Answer of the email login. It never says whether the email has an account: a wrong email and
 * a wrong password get the same answer.
 */
export interface EmailLoginCheck {
  isValid: boolean;
  token: string | null;
}

/** Answer of the Facebook login: `userExists` false with a valid token leads to Create Profile. */
export interface AuthCheck extends EmailLoginCheck {
  userExists: boolean;
}

/** Every 4xx/5xx body. `fieldErrors` names the form field a message belongs under. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fieldErrors?: Record<string, string>;
  /** A stable reason where the status alone is ambiguous, e.g. 'idempotency_key_reused'. */
  code?: string;
}
