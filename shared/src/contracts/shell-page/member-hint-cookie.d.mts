export const MEMBER_HINT_COOKIE: string;
export function hasMemberHint(cookieHeader: string | undefined): boolean;
