export * from './rules';
export * from './schemas';
export * from './photo-schemas';
export * from './wire';
// For the API, which imports the domain only: the profile pictures it keeps (the CSP's list).
export { isFacebookPictureUrl } from '../contracts/facebook-pictures.mjs';
