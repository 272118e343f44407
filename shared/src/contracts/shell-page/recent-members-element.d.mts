export const RECENT_MEMBERS_ELEMENT_ID: string;
