export const REMOTES_CONFIG_ELEMENT_ID: string;
