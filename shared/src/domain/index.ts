export * from './rules';
export * from './schemas';
export * from './photo-schemas';
export * from './wire';
