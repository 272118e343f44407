import type english from './messages/en.json';

export type ServerMessages = { [key in keyof typeof english]: string };
export function messagesOf(language: string): ServerMessages;
